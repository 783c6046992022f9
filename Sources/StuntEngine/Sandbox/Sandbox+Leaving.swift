import StuntKit

/// What the sandbox owes about a module it drops: what was left undone, and what the module did
/// as it went.
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

  /// What leaving `module` costs and shows, as TestStore reports it when a test ends: each effect
  /// still running (cancelled now) and the actions received and never asserted, which fail under
  /// exhaustivity `on` (under `off` the effects `unload` and `reset` cancel are still said, and
  /// `showSkippedAssertions` says the rest); then, but at the end of the session, where nothing
  /// would show it, what the instance does as it goes (a router detaching its children).
  /// A module that no longer answers is let go without a question: what it left undone cannot be known.
  func leave(_ module: any ModuleSession, _ how: Leaving) async throws(CommandError) -> TimelineRenderer {
    guard module.failure == nil else {
      bookkeeping.received.removeAll()
      return TimelineRenderer()
    }
    var lines: [String] = []
    let exhaustivity = settings.exhaustivity
    for effect in try await module.cancelAllEffects() {
      let message = Sandbox.stillRunning(effect) + how.cancelled
      if exhaustivity.isOn {
        lines.append(OutcomeMark.fail.line(message))
      } else if how != .end || exhaustivity.showsSkipped {
        lines.append(how == .end ? Self.skipped(message) : message)
      }
    }
    lines += unassertedReceived().lines
    bookkeeping.received.removeAll()
    var timeline = TimelineRenderer(lines: lines, failed: lines.contains { OutcomeMark.of($0) == .fail })
    if how != .end, let departure = try await module.depart() {
      let shown = departure.render(module: module.name)
      timeline.lines += shown.lines
      timeline.failed = timeline.failed || shown.failed
    }
    return timeline
  }
}
