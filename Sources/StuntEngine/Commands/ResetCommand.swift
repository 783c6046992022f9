struct ResetCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "reset",
    summary: "rebuild the module with the same dependency choices; call logs cleared",
    forms: [CommandForm(run: run)],
    discussion: [
      "Variants, their options and programmed stub answers are kept; state, call logs and running effects are not.",
      "Each effect still running is cancelled and reported as `unload` reports it: a FAIL unless exhaustivity is off,",
      "so a session cannot hide a running effect by resetting.",
      "What the old instance does as it goes (a router detaching its children) is shown too, as `unload` shows it.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    try await context.print(context.sandbox.leave(module, .reset))
    let fresh = try await module.rebuilt()
    try await context.sandbox.load(fresh)
    context.print("reset \(fresh.name) (\(fresh.slots.summary))")
  }
}
