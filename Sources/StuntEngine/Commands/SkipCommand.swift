import StuntKit

struct SkipCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "skip",
    summary: "`skip received`, `skip effects`: as TestStore's; alone, in a lesson: `solve`",
    forms: [
      CommandForm(steersLesson: true, run: SolveCommand.run), CommandForm("received", run: received), CommandForm("effects", run: effects),
    ],
    examples: ["skip", "skip received", "skip effects"],
    discussion: [
      "Alone, in a lesson: `solve` (the step is done as the lesson does it, and the lesson goes on).",
      "`skip received` (TestStore.skipReceivedActions): the actions received and not yet asserted are",
      "let go; with `teststore on` the state moves on past them, with its diff. It fails when there",
      "was nothing to skip (\"There were no received actions to skip.\"), as TestStore's strict default.",
      "`skip effects` (TestStore.skipInFlightEffects): every effect still running is cancelled, each",
      "named. It never fails: with none running it says so (TestStore's strict default would fail).",
    ]
  )

  static func received(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let sandbox = context.sandbox
    let count = sandbox.bookkeeping.received.count
    guard count > 0 else { return context.fail("There were no received actions to skip.") }
    let before = try await sandbox.state(of: module)
    let skipped = sandbox.bookkeeping.received.removeAll()
    context.print(ReceivedActions.skipped(count))
    context.print(skipped.map { "  " + $0 })
    if sandbox.settings.testStore { try await context.showHeldChange(of: module, from: before) }
  }

  static func effects(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let running = try await context.module().cancelAllEffects()
    // Unlike `skip received`, never a failure: skipping effects asserts nothing about them.
    guard !running.isEmpty else { return context.print("There were no in-flight effects to skip.") }
    context.print("\(running.count) in-flight effect\(running.count == 1 ? " was" : "s were") cancelled, originating from:")
    context.print(running.map { "  " + EffectsCommand.describe($0) })
  }
}
