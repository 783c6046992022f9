import StuntKit

struct SkipCommand: ReplCommand {
  /// TestStore's `strict: false`: with nothing to skip, said, not failed.
  static let lenient = Argument.optional("strict=false", .choice(["strict=false"]))

  static let configuration = CommandConfiguration(
    name: "skip",
    summary: "`skip received`, `skip effects`: as TestStore's; alone, in a lesson: `solve`",
    forms: [
      CommandForm(steersLesson: true, run: SolveCommand.run), CommandForm("received", lenient, run: received),
      CommandForm("effects", lenient, run: effects),
    ],
    examples: ["skip", "skip received", "skip effects", "skip effects strict=false"],
    discussion: [
      "Alone, in a lesson: `solve` (the step is done as the lesson does it, and the lesson goes on).",
      "`skip received` (TestStore.skipReceivedActions): the actions received and not yet asserted are",
      "let go; with `teststore on` the state moves on past them, with its diff. It fails when there",
      "was nothing to skip (\"There were no received actions to skip.\"), as TestStore's strict default.",
      "`skip effects` (TestStore.skipInFlightEffects): every effect still running is cancelled, each",
      "named; with none running it fails (\"There were no in-flight effects to skip.\"), as TestStore's.",
      "`strict=false` after either (TestStore's `strict: false`): with nothing to skip, it says so and passes.",
    ]
  )

  static func received(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let sandbox = context.sandbox
    let count = sandbox.bookkeeping.received.count
    guard count > 0 else { return nothingToSkip("There were no received actions to skip.", arguments, context) }
    let before = try await sandbox.state(of: module)
    let skipped = sandbox.bookkeeping.received.removeAll()
    context.print(ReceivedActions.skipped(count))
    context.print(skipped.map { "  " + $0 })
    if sandbox.settings.testStore { try await context.showHeldChange(of: module, from: before) }
  }

  static func effects(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let running = try await context.module().cancelAllEffects()
    guard !running.isEmpty else { return nothingToSkip("There were no in-flight effects to skip.", arguments, context) }
    context.print("\(running.count) in-flight effect\(running.count == 1 ? " was" : "s were") cancelled, originating from:")
    context.print(running.map { "  " + EffectsCommand.describe($0) })
  }

  /// Strict, as TestStore's default, a failure; `strict=false`, only said.
  private static func nothingToSkip(_ message: String, _ arguments: Arguments, _ context: CommandContext) {
    if arguments[lenient] == nil { context.fail(message) } else { context.print(message) }
  }
}
