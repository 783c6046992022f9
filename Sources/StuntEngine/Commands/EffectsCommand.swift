import StuntKit

struct EffectsCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "effects",
    summary: "the effects still running, each with the input that started it",
    forms: [CommandForm(run: run)],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let running = try await context.module().runningEffects
    guard !running.isEmpty else {
      context.print("no effects running")
      return
    }
    context.print("\(running.count.counted("effect")) running:")
    for effect in running {
      context.print("  " + describe(effect))
    }
  }

  /// `toggleTimerButtonTapped (cancellable id: timer), started by `send ...` (command 3)`
  static func describe(_ effect: EffectRuntime.RunningEffect) -> String {
    effect.origin.input + (effect.cancelID.map { " (cancellable id: \($0))" } ?? "")
      + ", started by `\(effect.origin.command)` (\(effect.origin.location))"
  }
}
