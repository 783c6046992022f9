import StuntKit

struct TestStoreCommand: ReplCommand {
  static let setting = Argument.one("setting", .choice(OnOff.words))

  static let configuration = CommandConfiguration(
    name: "teststore",
    summary: "TCA TestStore's discipline: actions effects feed back wait for `receive`",
    forms: [CommandForm(setting, run: run)],
    examples: ["teststore on", "teststore off"],
    discussion: [
      "On: an action an effect feeds back is not shown as it arrives (`queued <- timerTick`); the",
      "state stays as the last `send` or `receive` left it until `receive` asserts the action. A `send`",
      "with actions waiting fails (\"Must handle 1 received action before sending an action.\") and then",
      "sends, the actions let go with their change shown, as TestStore's `send`; and so fail",
      "do actions left at `unload`, `reset` or the end (\"The store received 1 unexpected action.\"),",
      "unless exhaustivity is off. Off (the default): each action prints with its diff as it arrives.",
      "`% teststore on` at the top of a session file starts it on.",
    ]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let on = OnOff(rawValue: try arguments.text(setting))?.isOn == true
    let sandbox = context.sandbox
    let count = sandbox.queuedActions
    if !on, count > 0 {
      throw CommandError("\(count) received action\(count == 1 ? " waits" : "s wait") — receive or skip them first (skip received)")
    }
    let was = sandbox.settings.testStore
    sandbox.settings.testStore = on
    if let module = sandbox.loaded {
      // What was printed before is no longer asserted; the module keeps each action apart.
      context.testStore.letGo()
      try await module.foldReceivedActions(!on)
    }
    context.print("\(configuration.name): \(OnOff(was).rawValue) -> \(OnOff(on).rawValue)")
  }
}
