import StuntKit

/// What a module instance did as the sandbox dropped it (`ModuleEnvironment.onDeparture`): a
/// RIBs router detaching its children. `unload` and `reset` print it, since the instance and
/// its call log go with it and nothing could show it later.
package struct Departure: Codable, Sendable {
  package var before: StateNode
  package var after: StateNode
  /// The calls its doubles received meanwhile, in order.
  package var calls: [CallLog.Call]
  /// What it reported meanwhile (a strict mock's unexpected call).
  package var events: [ModuleEvent]

  package init(before: StateNode, after: StateNode, calls: [CallLog.Call], events: [ModuleEvent]) {
    self.before = before
    self.after = after
    self.calls = calls
    self.events = events
  }

  /// The state's change, the calls (`as router went away:`, numbered as `calls` numbers them),
  /// then a FAIL for each issue.
  func render(module name: String) -> TimelineRenderer {
    var timeline = TimelineRenderer()
    timeline.lines = StateDiff.lines(from: before, to: after) ?? []
    if !calls.isEmpty {
      timeline.lines.append("as \(name) went away:")
      timeline.lines += calls.map { "  \($0.sequence). \($0.qualified)" }
    }
    let reported = TimelineRenderer.render(from: after, events: events, to: after, ownChange: false)
    timeline.lines += reported.lines
    timeline.failed = reported.failed
    return timeline
  }
}
