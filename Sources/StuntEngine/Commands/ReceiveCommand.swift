import StuntKit

struct ReceiveCommand: ReplCommand {
  static let action = Argument.one("action", .input)
  static let values = Argument.repeated("args", .inputArgument(of: action))
  /// `timeout=2s`, among the action's arguments: TestStore's `receive(_:timeout:)`.
  static let timeoutKey = "timeout"
  /// The longest wait: Ctrl-C stops one, but a script has nobody to press it.
  static let longestWait: Duration = .seconds(3600)

  static let configuration = CommandConfiguration(
    name: "receive",
    summary: "assert the next action effects fed back, as TestStore.receive (waits up to a timeout)",
    forms: [CommandForm(action, values, run: run)],
    examples: [
      "receive timerTick", #"receive factResponse "0 is a good number.""#, #"receive factResponse fact=contains("good")"#,
      "receive timerTick timeout=2s",
    ],
    discussion: [
      "With `teststore on`, actions effects feed back queue: the state stays as the last `send` or",
      "`receive` left it until `receive` takes the next one, checks it, applies it and prints its diff.",
      "Otherwise it checks the `<- action` lines already printed, in order, one action of a run at a time.",
      "Without arguments any payload matches (TestStore's `receive(\\.timerTick)`); with them, each is",
      "a value or a predicate as `mock` takes them. It waits in real time for an action to arrive, up",
      "to `timeout=` (default 1s, TestStore's): a test clock moves only with `advance`. With no effect",
      "running that could send one, it fails at once.",
      "Exhaustivity off: actions before the matching one are skipped (shown with showSkippedAssertions).",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let name = try arguments.text(Self.action)
    let parameters = module.descriptor.input(named: name)?.parameters ?? []
    var words = arguments.all(Self.values)
    var timeout = context.settings.receiveTimeout
    let timeouts = parameters.contains { $0.name == timeoutKey } ? [] : words.compactMap { $0.option?.key == timeoutKey ? $0.option?.value : nil }
    guard timeouts.count < 2 else { throw CommandError("\(timeoutKey)= is given twice") }
    if let word = timeouts.first {
      timeout = try DurationText.require(word.text)
      guard timeout <= longestWait else {
        throw CommandError("receive waits at most \(DurationText.text(longestWait)); got \(DurationText.text(timeout))")
      }
      words.removeAll { $0.option?.key == timeoutKey }
    }
    let timed = !timeouts.isEmpty
    let testStore = context.testStore
    let expected = try await ExpectedAction(name, words, in: module, received: testStore.received)
    let wait = try await testStore.waitForReceived(expected, module, context, timeout: timeout)
    switch wait {
    case .arrived: try await testStore.receive(expected, module, context)
    case .interrupted: context.print("interrupted")
    case .nothingCanArrive, .timedOut:
      let waited = wait == .timedOut ? " after \(timeout)" : ""
      let exhaustive = context.settings.exhaustivity.isOn
      context.fail(
        "Expected to receive \(exhaustive ? "an action" : "a matching action"), but received none\(waited).",
        details: ["  " + suggestion(wait == .nothingCanArrive, timed: timed)])
    }
  }

  /// TestStore's advice when nothing arrived.
  static func suggestion(_ noEffects: Bool, timed: Bool) -> String {
    if noEffects {
      return "There are no in-flight effects that could deliver this action. "
        + "Could the effect you expected to deliver this action have been cancelled?"
    }
    return "There are effects in-flight. If you are using a test clock, advance it so that the effects may complete; "
      + (timed ? "otherwise try increasing the duration of this assertion's \"timeout\"." : "otherwise configure this assertion with an explicit \"timeout\".")
  }
}
