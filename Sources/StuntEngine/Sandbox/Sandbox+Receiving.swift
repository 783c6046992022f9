import StuntKit

/// TCA TestStore's discipline over the actions effects feed back: queued until `receive`
/// (`teststore on`), waited for, and asserted before the next `send`.
extension Sandbox {
  /// Makes `module` queue the actions its effects feed back until `receive` (`teststore on`),
  /// or print them as they come.
  func applyTestStore(to module: any ModuleSession, queued: Bool) async throws(CommandError) {
    module.received.setQueues(queued)
    try await module.foldReceivedActions(!queued)
  }

  /// Lets effects run, printing what they do as it comes, until `ready` holds of the actions
  /// received or `timeout` of real time has passed (or Ctrl-C): TestStore's `receive` waiting.
  func waitForReceived(
    _ module: any ModuleSession, _ context: CommandContext, timeout: Duration, until ready: (ReceivedActions) -> Bool
  ) async throws(CommandError) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !ready(module.received) {
      guard clock.now < deadline, !Task.isCancelled else { return false }
      try await module.settle(ioBudget: .milliseconds(10))
      let late = await lateEvents(queued: false)
      context.print(late.lines)
      if late.status == .failed { context.markFailed() }
      if !ready(module.received) { try? await clock.sleep(for: .milliseconds(2)) }
    }
    return true
  }

  /// TestStore's rule that a test asserts every action received before it sends another:
  /// with `teststore on` and actions waiting, a FAIL (and nothing is sent) under exhaustivity
  /// `on`; otherwise they are skipped, and said when `showSkippedAssertions` asks. True when the
  /// command may go on.
  func handledReceived(_ module: any ModuleSession, before doing: String, _ context: CommandContext) async throws(CommandError) -> Bool {
    let received = module.received
    guard received.queues, received.count > 0 else { return true }
    let count = received.count
    if settings.exhaustivity.isOn {
      context.fail(
        "Must handle \(count.counted("received action")) before \(doing).", details: received.unhandledDetails)
      return false
    }
    let held = try await module.state
    module.received.removeAll()
    guard settings.exhaustivity.showsSkipped else {
      module.lastShownState = try await module.state
      return true
    }
    context.print(Self.skipped(ReceivedActions.skipped(count)))
    context.print(received.unhandled.map { "  " + $0 })
    try await context.showHeldChange(of: module, from: held, unchanged: nil)
    return true
  }

  /// A check exhaustivity `off showSkippedAssertions` let go, said without failing.
  static func skipped(_ message: String) -> String {
    "skipped: " + message
  }
}
