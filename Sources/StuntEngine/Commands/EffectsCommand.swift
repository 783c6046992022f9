import StuntKit

struct EffectsCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "effects",
    summary: "the effects still running, each with the input that started it; `effects cancel` cancels them",
    forms: [CommandForm(run: run), CommandForm("cancel", run: cancel)],
    examples: ["effects", "effects cancel"],
    discussion: [
      "An effect `skip effects` let go is listed as skipped: it runs on, but nothing waits for it.",
      "`effects cancel`: every effect still running is cancelled, each named (what `skip effects` did",
      "before it followed TestStore's `skipInFlightEffects`, which does not cancel).",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let running = try await context.module().runningEffects
    guard !running.isEmpty else {
      context.print("no effects running")
      return
    }
    context.print("\(running.count.counted("effect")) running:")
    let skipped = context.testStore.skippedEffects
    for effect in running {
      context.print("  " + describe(effect) + (skipped.contains(effect.id) ? " (skipped)" : ""))
    }
  }

  static func cancel(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let cancelled = try await context.module().cancelAllEffects()
    guard !cancelled.isEmpty else { return context.print("no effects running") }
    context.print("\(cancelled.count) in-flight effect\(cancelled.count == 1 ? " was" : "s were") cancelled, originating from:")
    context.print(cancelled.map { "  " + describe($0) })
  }

  /// `toggleTimerButtonTapped (cancellable id: timer), started by `send ...` (command 3)`
  static func describe(_ effect: EffectRuntime.RunningEffect) -> String {
    effect.origin.input + (effect.cancelID.map { " (cancellable id: \($0))" } ?? "")
      + ", started by `\(effect.origin.command)` (\(effect.origin.location))"
  }
}
