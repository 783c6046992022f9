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

  /// What leaving `module` costs and shows: what TestStore reports as a test ends
  /// (`TestStore.leave`); then, but at the end of the session, where nothing would show it, what
  /// the instance does as it goes (a router detaching its children). A module that no longer
  /// answers is let go without a question: what it left undone cannot be known.
  func leave(_ module: any ModuleSession, _ how: Leaving) async throws(CommandError) -> TimelineRenderer {
    guard module.failure == nil else {
      bookkeeping.testStore.letGo()
      return TimelineRenderer()
    }
    let lines = try await bookkeeping.testStore.leave(module, how, settings)
    var timeline = TimelineRenderer(lines: lines, failed: lines.contains { OutcomeMark.of($0) == .fail })
    if how != .end, let departure = try await module.depart() {
      let shown = departure.render(module: module.name)
      timeline.lines += shown.lines
      timeline.failed = timeline.failed || shown.failed
    }
    return timeline
  }
}
