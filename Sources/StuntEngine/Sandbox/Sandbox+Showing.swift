import StuntKit

/// What the session shows of the loaded instance, and what it remembers having shown
/// (`InstanceBookkeeping`).
extension Sandbox {
  /// The state the session shows and checks: the module's, or while `teststore on` has actions
  /// waiting, the state before the first of them, as TestStore's `state` lags its reducer's.
  func state(of module: any ModuleSession) async throws(CommandError) -> StateNode {
    if let held = bookkeeping.testStore.held { return held }
    return try await module.liveState
  }

  /// Lines for what changed since `start`: the diff of the command itself (when `ownChange`),
  /// the events effects produced (with `teststore on`, actions received queue instead, and are
  /// named as queued), and an alert that appeared. Remembers what it showed.
  func showChanges(of module: any ModuleSession, from start: StateNode, ownChange: Bool) async throws(CommandError) -> TimelineRenderer {
    let events = bookkeeping.testStore.take(try await module.drainEvents(), queues: settings.testStore)
    let now = try await state(of: module)
    var timeline = TimelineRenderer.render(from: start, events: events.shown, to: now, ownChange: ownChange)
    timeline.queued = events.queuedLines
    let alert = try await module.alert
    if let alert, alert != bookkeeping.lastShownAlert {
      timeline.lines.append(alert.line)
    }
    bookkeeping.lastShownState = now
    bookkeeping.lastShownAlert = alert
    return timeline
  }

  /// With `teststore on`, the state shown moved from `before` (past actions received or
  /// skipped): its change, or `unchanged` when there is none; remembered as shown.
  func heldChange(of module: any ModuleSession, from before: StateNode, unchanged: String?) async throws(CommandError) -> [String] {
    let now = try await state(of: module)
    bookkeeping.lastShownState = now
    return StateDiff.lines(from: before, to: now) ?? unchanged.map { [$0] } ?? []
  }
}
