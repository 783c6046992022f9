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
      "A module that no longer answers (its plugin failed again as soon as it was restored) is opened afresh, with",
      "its default variants: what it was cannot be asked.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let sandbox = context.sandbox
    try await context.print(sandbox.leave(module, .reset))
    let fresh: any ModuleSession
    if module.failure != nil, let entry = sandbox.module(named: module.name) {
      // Gone before the new one opens, as a restore does: its plugin's process is started afresh.
      await sandbox.unload()
      fresh = try await entry.open(in: sandbox.current.context, backend: sandbox.backend)
      try await sandbox.loadAfresh(fresh, in: sandbox.current.context)
    } else {
      fresh = try await module.rebuilt()
      try await sandbox.load(fresh)
    }
    context.print("reset \(fresh.name) (\(fresh.slots.summary))")
  }
}
