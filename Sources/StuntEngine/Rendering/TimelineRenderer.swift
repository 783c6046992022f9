import StuntKit

/// Turns what happened during a command into transcript lines: the command's own state diff,
/// each action fed back by an effect (`<- factResponse("...")`, runs folded as
/// `<- timerTick x3600` with one diff), and `FAIL:` lines for reported issues.
struct TimelineRenderer {
  var lines: [String] = []
  var failed = false
  /// `queued <- timerTick`: actions received with `teststore on`, waiting for `receive`.
  var queued: [String] = []

  /// What to print: the lines, `unchanged` when there are none, then the actions queued.
  func output(unchanged: String? = nil) -> [String] {
    (lines.isEmpty ? unchanged.map { [$0] } ?? [] : lines) + queued
  }

  /// - Parameters:
  ///   - start: the state before the command (or as last shown).
  ///   - ownChange: print the change the command itself made, up to the first fed-back action.
  static func render(
    from start: StateNode,
    events: [ModuleEvent],
    to end: StateNode,
    ownChange: Bool
  ) -> TimelineRenderer {
    var renderer = TimelineRenderer()
    renderer.render(from: start, events: events, to: end, ownChange: ownChange)
    return renderer
  }

  private mutating func render(from start: StateNode, events: [ModuleEvent], to end: StateNode, ownChange: Bool) {
    var cursor = start
    var inOwnSegment = ownChange
    if ownChange {
      let ownEnd = events.lazy.compactMap(\.receivedBefore).first ?? end
      lines += StateDiff.lines(from: cursor, to: ownEnd) ?? ["(no state change)"]
      cursor = ownEnd
    }
    for event in events {
      switch event {
      case .received(let action, let times, let before, let after):
        inOwnSegment = false
        if let gap = StateDiff.lines(from: cursor, to: before) { lines += gap }
        lines.append("<- " + action + (times > 1 ? " x\(times)" : ""))
        lines += StateDiff.lines(from: before, to: after) ?? ["(no state change)"]
        cursor = after
      case .issue(let message, let times):
        fail(message + (times > 1 ? " (x\(times))" : ""))
      case .effectFailed(let origin, let error):
        fail("an effect returned for \(origin.input) threw an unhandled error: \(error)")
      case .effectFinished(let origin, let after):
        // Within the command's own segment the change is already part of its diff.
        if !inOwnSegment, let change = StateDiff.lines(from: cursor, to: after) {
          lines.append("<- \(origin.input) (its effect finished)")
          lines += change
          cursor = after
        }
      }
    }
    if let rest = StateDiff.lines(from: cursor, to: end) { lines += rest }
  }

  private mutating func fail(_ message: String) {
    lines.append(OutcomeMark.fail.line(message))
    failed = true
  }
}

extension ModuleEvent {
  fileprivate var receivedBefore: StateNode? {
    if case .received(_, _, let before, _) = self { before } else { nil }
  }
}
