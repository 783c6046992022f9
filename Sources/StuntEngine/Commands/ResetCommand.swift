struct ResetCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "reset",
    summary: "rebuild the module with the same dependency choices; call logs cleared",
    forms: [CommandForm(run: run)],
    discussion: [
      "Variants, their options and programmed stub answers are kept; state, call logs and running effects are not.",
      "What the old instance does as it goes (a router detaching its children) is shown first, as `unload` shows it.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let cancelled = module.cancelAllEffects()
    UnloadCommand.showDeparture(of: module, context)
    let fresh = try await module.rebuilt()
    context.sandbox.load(fresh)
    context.print("reset \(fresh.name) (\(fresh.slots.summary))")
    if !cancelled.isEmpty {
      context.print("cancelled \(cancelled.count) running effect(s): " + cancelled.map(\.origin.input).joined(separator: ", "))
    }
  }
}
