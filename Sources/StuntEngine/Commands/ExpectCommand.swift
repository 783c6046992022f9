import StuntKit

struct ExpectCommand: ReplCommand {
  static let operators = ["==", "!=", "<", "<=", ">", ">=", "contains"]

  static let configuration = CommandConfiguration(
    name: "expect",
    summary: "assert something; a failure prints FAIL and fails the run",
    usage: "expect <subject> <op> <value>",
    examples: [
      "expect count == 3",
      "expect fact == nil",
      "expect alert == lackOfInformation",
      "expect calls.numberFact.fetch == 1",
      "expect effects == 0",
    ],
    discussion: [
      "Subjects: a state path, `alert` (the alert's case, or nil), `calls.<slot>.<method>` (how",
      "many calls were recorded) and `effects` (how many are running).",
      "Operators: " + operators.joined(separator: " ") + ".",
    ],
    completion: [.expectSubject, .words(operators)],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(3...3)
    let module = try context.module()
    let subject = try arguments.word(0, "subject")
    let op = try arguments.word(1, "operator")
    guard operators.contains(op) else {
      throw Suggestion.unknown("operator", op, among: operators)
    }
    let expected = try arguments.value(2, "value")
    let actual = try measure(subject, in: module)
    let statement = "\(subject) \(op) \(expected)"
    guard let holds = compare(actual.value, op, expected) else {
      throw CommandError("\(subject) is \(actual.value.kindName); it cannot be compared with \(op) to \(expected)")
    }
    if holds {
      context.print("ok: " + statement)
    } else {
      context.fail("expected \(statement), got \(actual.value)" + (actual.note.map { "; \($0)" } ?? ""))
    }
  }

  /// The subject's current value, and a note that helps explain a failure.
  static func measure(_ subject: String, in module: LoadedModule) throws(CommandError) -> (value: Value, note: String?) {
    switch subject {
    case "alert":
      guard let alert = module.instance.alert else { return (.null, nil) }
      return (alert.caseName.map(Value.enumCase) ?? .string(alert.title), alert.line)
    case "effects":
      let running = module.effects.runningEffects
      return (.int(running.count), running.isEmpty ? nil : "running: " + running.map(\.origin.input).joined(separator: ", "))
    default:
      break
    }
    if subject.hasPrefix("calls.") {
      let target = String(subject.dropFirst("calls.".count))
      let (slot, method) = try module.method(target)
      let calls = module.environment.calls.calls(to: slot.name, method: method.name)
      let note = calls.isEmpty
        ? "no calls recorded" + CallsCommand.recordingHint([slot])
        : "recorded: " + calls.map(\.description).joined(separator: ", ")
      return (.int(calls.count), note)
    }
    return (Value(reflecting: try StateCommand.resolve(subject, in: module.instance.state)), nil)
  }

  /// nil when the operator does not apply to these kinds of values.
  static func compare(_ actual: Value, _ op: String, _ expected: Value) -> Bool? {
    switch op {
    case "==": return expected.describes(actual)
    case "!=": return !expected.describes(actual)
    case "contains":
      switch actual {
      case .string(let text): return expected.text.map { text.contains($0) }
      case .array(let values): return values.contains { expected.describes($0) }
      default: return nil
      }
    default:
      guard let lhs = actual.number, let rhs = expected.number else { return nil }
      switch op {
      case "<": return lhs < rhs
      case "<=": return lhs <= rhs
      case ">": return lhs > rhs
      default: return lhs >= rhs
      }
    }
  }
}
