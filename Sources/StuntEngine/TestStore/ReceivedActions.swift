import StuntKit

/// The actions a loaded module's effects fed back, as the sandbox holds them for `receive`.
///
/// With `teststore on` they queue, as TCA's TestStore queues them: the module has reduced each
/// already (its effects go on from there), but the state the session shows and checks stays the
/// state before the first one until `receive` asserts it. With `teststore off` (the default)
/// each prints as `<- action` with its diff when it arrives, and `receive` asserts the printed
/// ones by name, in order. Both are one list: a queued action keeps the states around it, a
/// printed one has none, and printed runs fold.
package struct ReceivedActions {
  /// An action an effect fed back, `times` in a row. A queued action is one (or a run a plugin
  /// folded because it cannot keep actions apart, whose intermediate states are unknown).
  struct Action {
    let description: String
    var times: Int
    var before: StateNode? = nil
    var after: StateNode? = nil
  }

  package init() {}

  private(set) var actions: [Action] = []

  /// The state the session shows while actions queue: the state before the first of them.
  var held: StateNode? { actions.first?.before }

  /// Actions waiting, or printed and not yet asserted, counting each of a run.
  var count: Int { actions.reduce(0) { $0 + $1.times } }

  /// Each waiting (or printed, unasserted) action, one line each, runs folded: what TestStore
  /// lists as "Unhandled actions".
  var unhandled: [String] {
    var runs: [Action] = []
    for action in actions { runs.appendFolding(action.description, times: action.times) }
    return runs.map(\.line)
  }

  /// Each waiting (or printed, unasserted) action or run, in order.
  var descriptions: [String] { actions.map(\.description) }

  /// The description of the next action `receive` would assert.
  var next: String? { actions.first?.description }

  /// TestStore's "2 received actions were skipped." (with a colon: the list follows).
  static func skipped(_ count: Int) -> String {
    "\(count) received action\(count == 1 ? " was" : "s were") skipped:"
  }

  /// TestStore's "Unhandled actions:" and the list, indented under a FAIL line.
  var unhandledDetails: [String] {
    ["  Unhandled actions:"] + unhandled.map { "    " + $0 }
  }

  /// Takes the events effects produced: received actions queue (`queues`, returning a
  /// `queued <- …` line for each run) or are noted as printed. Returns the events to render:
  /// with actions queued, an effect's end shows no state (the state shown is held), and
  /// received actions none.
  mutating func take(_ events: [ModuleEvent], queues: Bool) -> (shown: [ModuleEvent], queuedLines: [String]) {
    var shown: [ModuleEvent] = []
    var lines: [Action] = []
    for event in events {
      guard case .received(let action, let times, let before, let after) = event else {
        if queues, !actions.isEmpty, case .effectFinished = event { continue }
        shown.append(event)
        continue
      }
      if queues {
        actions.append(Action(description: action, times: times, before: before, after: after))
        lines.appendFolding(action, times: times)
      } else {
        shown.append(event)
        actions.appendFolding(action, times: times)
      }
    }
    return (shown, lines.map { "queued " + $0.line })
  }

  /// Takes the next action to assert (one of a run), with the state it leaves when queued.
  mutating func takeNext() -> (description: String, after: StateNode?)? {
    guard var first = actions.first else { return nil }
    first.times -= 1
    if first.times > 0 {
      actions[0] = first
      return (first.description, nil)
    }
    actions.removeFirst()
    return (first.description, first.after)
  }

  /// Forgets every waiting action (`skip received`, a send under exhaustivity off, `teststore`
  /// switched), returning them as `unhandled` lists them.
  @discardableResult
  mutating func removeAll() -> [String] {
    defer { actions = [] }
    return unhandled
  }
}

extension ReceivedActions.Action {
  /// `<- timerTick x3`
  var line: String { "<- " + description + (times > 1 ? " x\(times)" : "") }
}

extension [ReceivedActions.Action] {
  /// Adds `times` of an action, into the last run when it is the same action.
  mutating func appendFolding(_ description: String, times: Int) {
    if let last = self.last, last.description == description, last.before == nil {
      self[count - 1].times += times
    } else {
      append(ReceivedActions.Action(description: description, times: times))
    }
  }
}
