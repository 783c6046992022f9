import StuntKit

struct StubCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "stub",
    summary: "program what a stub/spy/mock answers",
    usage: "stub <slot>.<method> returns <value> | throws <error> | clear",
    examples: [
      "stub numberFact.fetch returns \"42 is the answer.\"",
      "stub numberFact.fetch throws \"server down\"",
      "stub numberFact.fetch clear",
    ],
    discussion: [
      "The answer is used by the slot's stub, spy and mock variants, from the next call on.",
      "`clear` forgets it: the double falls back to its default answer, or reports that it has none.",
      "An answer that names an object (`returns LoggedInRoutingMock`) makes it once a double that",
      "answers with it is in use, and says its name.",
    ],
    completion: [.slotMethod, .words(["returns", "throws", "clear"])],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let target = try arguments.word(0, "<slot>.<method>")
    let named = try module.method(target)
    let method = named.method
    guard let slot = named.slot else {
      throw CommandError("\(named.double) is an object double; stub programs a slot's doubles (stub <slot>.<method> ...)")
    }
    let verb = try arguments.word(1, "returns, throws or clear")
    let answer: StubAnswers.Answer?
    switch verb {
    case "clear":
      try arguments.expectCount(2...2)
      answer = nil
    case "returns":
      try arguments.expectCount(3...3)
      let value = try arguments.value(2, "value")
      guard method.returns.accepts(value) else {
        if case .cases(let typeName, let names) = method.returns {
          throw CommandError("\(target) returns \(typeName): \(names.joined(separator: " or ")); got \(value)")
        }
        let hint = method.returns == .string && value.number != nil ? " — quote it: \"\(value)\"" : ""
        throw CommandError("\(target) returns \(method.returns); got \(value) (\(value.kindName))" + hint)
      }
      if let problem = method.validate?(value) {
        throw CommandError("\(target) \(problem); got \(value)")
      }
      answer = .returns(value)
    case "throws":
      try arguments.expectCount(3...3)
      guard method.throws else {
        throw CommandError("\(target) does not throw — it can only be programmed with returns")
      }
      answer = .throws(try arguments.value(2, "error"))
    default:
      throw Suggestion.unknown("stub verb", verb, among: ["returns", "throws", "clear"])
    }
    slot.answers.program(method.name, answer)
    let made = try module.dependencyDidChange(slot)
    var line = answer.map { "\(target) \($0)" } ?? "\(target): answer cleared"
    let answering = slot.descriptor.variants.filter(\.kind.answersAsProgrammed).map(\.name)
    if !slot.kind.answersAsProgrammed {
      line += " (\(slot.name) is \(slot.variant); "
        + (answering.isEmpty
          ? "none of its variants answers with it)"
          : "\(answering.joined(separator: ", ")) answer\(answering.count == 1 ? "s" : "") with it: use \(slot.name) \(answering[0]))")
    }
    context.print(line)
    if !made.isEmpty { context.print("made " + made.joined(separator: ", ")) }
  }
}
