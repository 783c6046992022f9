import StuntKit

struct FinishCommand: ReplCommand {
  static let timeout = Argument.optional("duration")

  static let configuration = CommandConfiguration(
    name: "finish",
    summary: "wait (bounded) until in-flight effects end, like TestStore.finish",
    forms: [CommandForm(timeout, run: run)],
    examples: ["finish", "finish 3s"],
    discussion: [
      "Waits in real time (default 1s). Effects waiting on the test clock never end by waiting:",
      "`advance` the clock, or cancel them (e.g. toggle the timer off). With `teststore on`, actions",
      "received and never asserted fail first (\"The store received 1 unexpected action.\"), as TestStore's.",
    ],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let module = try context.module()
    let timeout = try arguments[Self.timeout].map { token throws(CommandError) in try DurationText.require(token.text) }
      ?? context.settings.finishTimeout
    // As TestStore's `finish`, actions received and never asserted fail first, then it waits.
    let testStore = context.testStore
    context.print(testStore.unasserted(context.settings))
    var finished = false
    // Its own timeout is all the waiting `finish` does, as `wait(for:timeout:)`: what answers
    // later prints with the next command.
    try await context.showingChanges(of: module, input: "finish", ownChange: false, ioBudget: .zero) {
      () throws(CommandError) in
      finished = try await testStore.finish(module, timeout: timeout)
    }
    if !finished, Task.isCancelled {
      context.print("interrupted")
    } else if finished {
      context.print("all effects finished")
    } else {
      let running = testStore.awaited(try await module.runningEffects)
      context.fail(
        "expected effects to finish within \(DurationText.text(timeout)), but \(running.count) still running",
        details: running.map { "  " + EffectsCommand.describe($0) })
    }
  }
}
