import StuntKit

/// TCA TestStore's discipline over the actions effects feed back: queued until `receive`
/// (`teststore on`), waited for, and asserted before the next `send`.
extension Sandbox {
  /// The actions `teststore on` queued that no `receive` asserted yet: what `send`, `set`,
  /// `teststore off`, `unload`, `reset`, the end and `save` must account for.
  var queuedActions: Int {
    settings.testStore && loaded != nil ? bookkeeping.received.count : 0
  }


  /// How waiting for an action fed back ended.
  enum ReceiveWait {
    case arrived
    /// Nothing is queued that would do, and no effect is running that could send it: TestStore
    /// fails at once rather than waiting out its timeout.
    case nothingCanArrive
    case timedOut
    case interrupted
  }

  /// Lets effects run, printing what they do as it comes, until `ready` holds of the actions
  /// received, nothing could make it hold any more, `timeout` of real time has passed, or
  /// Ctrl-C: TestStore's `receive` waiting.
  func waitForReceived(
    _ module: any ModuleSession, _ context: CommandContext, timeout: Duration, until ready: (ReceivedActions) -> Bool
  ) async throws(CommandError) -> ReceiveWait {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !ready(bookkeeping.received) {
      guard !Task.isCancelled else { return .interrupted }
      try await module.settle(ioBudget: .milliseconds(10))
      let late = await lateEvents(queued: false)
      context.print(late.lines)
      if late.status == .failed { context.markFailed() }
      if ready(bookkeeping.received) { break }
      if try await module.runningEffects.isEmpty, !(try await module.hasEvents) { return .nothingCanArrive }
      guard clock.now < deadline else { return .timedOut }
      try await module.awaitActivity(timeout: deadline - clock.now)
    }
    return .arrived
  }

  /// TestStore's check, as it finishes and as the store goes, that every action received was
  /// asserted: FAIL under exhaustivity `on`, said as skipped under `showSkippedAssertions`,
  /// nothing under plain `off`. The actions stay queued: `receive` may still take them.
  func unassertedReceived() -> TimelineRenderer {
    let count = queuedActions
    guard count > 0 else { return TimelineRenderer() }
    let details = bookkeeping.received.unhandledDetails
    if settings.exhaustivity.isOn {
      return TimelineRenderer(lines: [OutcomeMark.fail.line(Self.unexpected(count))] + details, failed: true)
    }
    return TimelineRenderer(lines: settings.exhaustivity.showsSkipped ? [Self.skipped(Self.unexpected(count))] + details : [])
  }

  /// TestStore's "The store received 2 unexpected actions."
  static func unexpected(_ count: Int) -> String {
    "The store received \(count.counted("unexpected action"))."
  }

  /// TestStore's rule that a test asserts every action received before it sends another:
  /// with `teststore on` and actions waiting, a FAIL (and nothing is sent) under exhaustivity
  /// `on`; otherwise they are skipped, and said when `showSkippedAssertions` asks. True when the
  /// command may go on.
  func handledReceived(_ module: any ModuleSession, before doing: String, _ context: CommandContext) async throws(CommandError) -> Bool {
    let count = queuedActions
    guard count > 0 else { return true }
    let received = bookkeeping.received
    if settings.exhaustivity.isOn {
      context.fail(
        "Must handle \(count.counted("received action")) before \(doing).", details: received.unhandledDetails)
      return false
    }
    let held = try await state(of: module)
    bookkeeping.received.removeAll()
    guard settings.exhaustivity.showsSkipped else {
      bookkeeping.lastShownState = try await state(of: module)
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
