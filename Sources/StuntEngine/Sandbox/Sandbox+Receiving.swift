import StuntKit

/// TCA TestStore's discipline over what effects do: actions received, effects still running when
/// a module goes, and exhaustivity.
extension Sandbox {
  /// How a module goes: at the end of the session, by `unload` (or another `load`), by `reset`.
  enum Leaving {
    case end, unload, reset

    /// What the message about a cancelled effect adds.
    var cancelled: String {
      switch self {
      case .end: ""
      case .unload: "; unloading cancelled it"
      case .reset: "; reset cancelled it"
      }
    }
  }

  /// Makes `module` queue the actions its effects feed back until `receive` (`teststore on`),
  /// or print them as they come.
  func receive(in module: any ModuleSession, queued: Bool) {
    module.received.setQueues(queued)
    module.foldReceivedActions(!queued)
  }

  /// What leaving `module` costs, as TestStore reports it when a test ends: each effect still
  /// running (cancelled now) and the actions received and never asserted. They fail under
  /// exhaustivity `on`; under `off` the effects `unload` and `reset` cancel are still said, and
  /// `showSkippedAssertions` says the rest.
  func leave(_ module: any ModuleSession, _ how: Leaving) -> (lines: [String], failed: Bool) {
    var lines: [String] = []
    let exhaustivity = settings.exhaustivity
    for effect in module.cancelAllEffects() {
      let message = Sandbox.stillRunning(effect) + how.cancelled
      if exhaustivity.isOn {
        lines.append(OutcomeMark.fail.line(message))
      } else if how != .end || exhaustivity.showsSkipped {
        lines.append(how == .end ? Self.skipped(message) : message)
      }
    }
    let received = module.received
    if received.queues, received.count > 0 {
      module.received.removeAll()
      let details = received.unhandledDetails
      if exhaustivity.isOn {
        lines += [OutcomeMark.fail.line(Self.unexpected(received.count))] + details
      } else if exhaustivity.showsSkipped {
        lines += [Self.skipped(Self.unexpected(received.count))] + details
      }
    }
    return (lines, lines.contains { OutcomeMark.of($0) == .fail })
  }

  /// Lets effects run, printing what they do as it comes, until `ready` holds of the actions
  /// received or `timeout` of real time has passed (or Ctrl-C): TestStore's `receive` waiting.
  func waitForReceived(
    _ module: any ModuleSession, _ context: CommandContext, timeout: Duration, until ready: (ReceivedActions) -> Bool
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !ready(module.received) {
      guard clock.now < deadline, !Task.isCancelled else { return false }
      await module.settle(ioBudget: .milliseconds(10))
      let late = lateEvents(queued: false)
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
  func handledReceived(_ module: any ModuleSession, before doing: String, _ context: CommandContext) -> Bool {
    let received = module.received
    guard received.queues, received.count > 0 else { return true }
    let count = received.count
    let actions = "\(count) received action\(count == 1 ? "" : "s")"
    if settings.exhaustivity.isOn {
      context.fail("Must handle \(actions) before \(doing).", details: received.unhandledDetails)
      return false
    }
    let held = module.state
    module.received.removeAll()
    module.lastShownState = module.state
    if settings.exhaustivity.showsSkipped {
      context.print(Self.skipped("\(actions) \(count == 1 ? "was" : "were") skipped:"))
      context.print(received.unhandled.map { "  " + $0 })
      context.print(StateDiff.lines(from: held, to: module.state) ?? [])
    }
    return true
  }

  /// TestStore's "The store received 2 unexpected actions."
  static func unexpected(_ count: Int) -> String {
    "The store received \(count) unexpected action\(count == 1 ? "" : "s")."
  }

  /// A check exhaustivity `off showSkippedAssertions` let go, said without failing.
  static func skipped(_ message: String) -> String {
    "skipped: " + message
  }
}
