import StuntKit

/// Turns what happened during a command into transcript lines: the command's own state diff,
/// each action fed back by an effect (`<- factResponse("...")`, runs folded as
/// `<- timerTick x3600` with one diff), and `FAIL:` lines for reported issues.
struct TimelineRenderer {
  var lines: [String] = []
  var failed = false

  /// - Parameters:
  ///   - start: the state before the command (or as last shown).
  ///   - ownChange: print the change the command itself made, up to the first fed-back action.
  static func render(
    from start: any Sendable,
    events: [ModuleEvent],
    to end: any Sendable,
    ownChange: Bool
  ) -> TimelineRenderer {
    var renderer = TimelineRenderer()
    renderer.render(from: start, events: events, to: end, ownChange: ownChange)
    return renderer
  }

  private mutating func render(from start: any Sendable, events: [ModuleEvent], to end: any Sendable, ownChange: Bool) {
    var cursor = start
    var inOwnSegment = ownChange
    if ownChange {
      let ownEnd = events.lazy.compactMap(\.receivedBefore).first ?? end
      lines += StateDiff.lines(from: cursor, to: ownEnd) ?? ["(no state change)"]
      cursor = ownEnd
    }
    var index = 0
    while index < events.count {
      let run = events[index...].prefix { $0.foldKey == events[index].foldKey && $0.foldKey != nil }
      let count = max(run.count, 1)
      switch events[index] {
      case .received(let action, let before, _):
        inOwnSegment = false
        if let gap = StateDiff.lines(from: cursor, to: before) { lines += gap }
        let after = events[index + count - 1].receivedAfter ?? before
        lines.append("<- " + action + (count > 1 ? " x\(count)" : ""))
        lines += StateDiff.lines(from: before, to: after) ?? ["(no state change)"]
        cursor = after
      case .issue(let message):
        fail(message, count)
      case .effectFailed(let origin, let error):
        fail("an effect returned for \(origin.input) threw an unhandled error: \(error)", count)
      case .effectFinished(let origin, let after):
        // Within the command's own segment the change is already part of its diff.
        if !inOwnSegment, let change = StateDiff.lines(from: cursor, to: after) {
          lines.append("<- \(origin.input) (its effect finished)")
          lines += change
          cursor = after
        }
      }
      index += count
    }
    if let rest = StateDiff.lines(from: cursor, to: end) { lines += rest }
  }

  private mutating func fail(_ message: String, _ count: Int) {
    lines.append("FAIL: " + message + (count > 1 ? " (x\(count))" : ""))
    failed = true
  }
}

extension ModuleEvent {
  /// Events that fold into one line when repeated back to back.
  fileprivate var foldKey: String? {
    switch self {
    case .received(let action, _, _): "received " + action
    case .issue(let message): "issue " + message
    case .effectFailed(let origin, let error): "failed \(origin.input) \(error)"
    case .effectFinished: nil
    }
  }

  fileprivate var receivedBefore: (any Sendable)? {
    if case .received(_, let before, _) = self { before } else { nil }
  }

  fileprivate var receivedAfter: (any Sendable)? {
    if case .received(_, _, let after) = self { after } else { nil }
  }
}
