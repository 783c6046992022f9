import StuntKit

struct MockCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "mock",
    summary: "tell a mock how often a method must be called, optionally with which arguments",
    usage: "mock <slot>.<method> <times> [name=value ...]",
    examples: [
      "mock clubService.createClub 1",
      "mock rentService.apply never",
      "mock numberFact.fetch atLeast 2",
      "mock loggedInBuilder.build 1 listener=RootInteractor#1",
      "mock LoggedInRoutingMock#1.load 1",
    ],
    discussion: [
      "<times> is a number (exactly), never, atLeast N or atMost N. The slot must be a mock",
      "(`use <slot> mock`), or an object double a mock's answer made (`LoggedInRoutingMock#1`).",
      "A mock counts its calls, like mockolo's; once told what to expect it is strict: a call",
      "nothing expects fails at once, as does one call too many. `verify` checks what is still",
      "missing; `verify order` checks the order.",
    ],
    completion: [.slotMethod, .words(["atLeast", "atMost", "never"])],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let target = try arguments.word(0, "<slot>.<method>")
    let named = try module.method(target)
    let method = named.method
    guard module.environment.calls.isMock(named.double) else {
      let variant = named.slot.map { "is \($0.variant), not a mock — use \($0.name) mock first" } ?? "is not a mock"
      throw CommandError("\(named.double) \(variant)")
    }
    var rest = Array(arguments.tokens.dropFirst())
    let count = try callCount(&rest, usage: configuration.usage)
    var expected: [CallExpectation.Argument] = []
    for token in rest {
      guard let (label, valueToken) = token.option else {
        throw CommandError("unexpected argument '\(token.text)' — arguments are name=value — usage: \(configuration.usage)")
      }
      guard let position = method.parameters.firstIndex(where: { $0.name == label }) else {
        throw Suggestion.unknown("argument of \(target)", label, among: method.parameters.map(\.name))
      }
      guard !expected.contains(where: { $0.name == label }) else { throw CommandError("\(label) is given twice") }
      let value = try valueToken.value()
      let parameter = method.parameters[position]
      expected.append(
        CallExpectation.Argument(label, position: position, try checked(value, for: parameter, of: target, in: module)))
    }
    let expectation = CallExpectation(double: named.double, method: method.name, count: count, arguments: expected)
    module.environment.calls.expect(expectation)
    context.print("\(named.double) expects " + expectation.description.dropFirst(named.double.count + 1))
  }

  /// The value an argument must have, checked against the parameter's type. An object is named
  /// by a slot (the object it holds now) or by its own name, which must exist.
  static func checked(
    _ value: Value, for parameter: ParameterDescriptor, of target: String, in module: LoadedModule
  ) throws(CommandError) -> Value {
    guard case .object(let typeName) = parameter.type else {
      guard parameter.type.accepts(value) else {
        throw CommandError("\(parameter.name) of \(target) is \(parameter.type); got \(value) (\(value.kindName))")
      }
      return value
    }
    guard let name = value.text.flatMap(module.objectName) else {
      throw CommandError("\(parameter.name) of \(target) is a \(typeName): name a slot or an object such as RootInteractor#1; got \(value)")
    }
    return .reference(name)
  }

  /// `3`, `never`, `atLeast 2`, `atMost 1`, taken from the front of `tokens`.
  static func callCount(_ tokens: inout [Token], usage: String) throws(CommandError) -> CallCount {
    guard let first = tokens.first?.text else { throw CommandError("missing times — usage: \(usage)") }
    tokens.removeFirst()
    if first == "never" { return .never }
    if let count = Int(first), count >= 0 { return .exactly(count) }
    guard first == "atLeast" || first == "atMost" else {
      throw CommandError("'\(first)' is not a number of calls — write 2, never, atLeast 2 or atMost 2")
    }
    guard let text = tokens.first?.text, let count = Int(text), count >= 0 else {
      throw CommandError("\(first) takes a number of calls, e.g. \(first) 2")
    }
    tokens.removeFirst()
    return first == "atLeast" ? .atLeast(count) : .atMost(count)
  }
}
