import StuntKit

/// The actions a loaded module's effects fed back, as the sandbox holds them for `receive`.
///
/// With `teststore on` they queue, as TCA's TestStore queues them: the module has reduced each
/// already (its effects go on from there), but the state the session shows and checks stays the
/// state before the first one until `receive` asserts it. With `teststore off` (the default)
/// each prints as `<- action` with its diff when it arrives, and `receive` asserts the printed
/// ones by name, in order.
package struct ReceivedActions {
  /// An action an effect fed back, with the states around it. `times` is above 1 only for a run
  /// a plugin folded because it cannot keep actions apart; its intermediate states are unknown.
  struct Action {
    let description: String
    var times: Int
    let before: StateNode
    let after: StateNode
  }

  package init() {}

  /// Whether actions queue (`teststore on`).
  var queues = false
  private(set) var queued: [Action] = []
  /// `teststore off`: the actions printed and not yet asserted by `receive`, runs folded.
  private(set) var printed: [(description: String, times: Int)] = []

  /// The state the session shows while actions wait: the state before the first of them.
  var held: StateNode? { queued.first?.before }

  /// Actions waiting, or printed and not yet asserted, counting each of a run.
  var count: Int {
    queues ? queued.reduce(0) { $0 + $1.times } : printed.reduce(0) { $0 + $1.times }
  }

  /// Each waiting (or printed, unasserted) action, one line each, runs folded: what TestStore
  /// lists as "Unhandled actions".
  var unhandled: [String] {
    var runs: [(description: String, times: Int)] = []
    for (description, times) in queues ? queued.map({ ($0.description, $0.times) }) : printed {
      if runs.last?.description == description { runs[runs.count - 1].times += times } else { runs.append((description, times)) }
    }
    return runs.map { "<- " + $0.description + ($0.times > 1 ? " x\($0.times)" : "") }
  }

  /// Each waiting (or printed, unasserted) action or run, in order.
  var descriptions: [String] {
    queues ? queued.map(\.description) : printed.map(\.description)
  }

  /// TestStore's "2 received actions were skipped." (with a colon: the list follows).
  static func skipped(_ count: Int) -> String {
    "\(count) received action\(count == 1 ? " was" : "s were") skipped:"
  }

  /// TestStore's "Unhandled actions:" and the list, indented under a FAIL line.
  var unhandledDetails: [String] {
    ["  Unhandled actions:"] + unhandled.map { "    " + $0 }
  }

  /// The description of the next action `receive` would assert.
  var next: String? {
    queues ? queued.first?.description : printed.first?.description
  }

  /// Takes the events effects produced: received actions queue (returning a `queued <- …` line
  /// for each run) or are noted as printed. Returns the events to render: with actions queued,
  /// an effect's end shows no state (the state shown is held), and received actions none.
  mutating func take(_ events: [ModuleEvent]) -> (shown: [ModuleEvent], queuedLines: [String]) {
    var shown: [ModuleEvent] = []
    var lines: [(String, Int)] = []
    for event in events {
      guard case .received(let action, let times, let before, let after) = event else {
        if queues, !queued.isEmpty, case .effectFinished = event { continue }
        shown.append(event)
        continue
      }
      if queues {
        queued.append(Action(description: action, times: times, before: before, after: after))
        if let last = lines.last, last.0 == action { lines[lines.count - 1].1 += times } else { lines.append((action, times)) }
      } else {
        shown.append(event)
        if let last = printed.last, last.description == action {
          printed[printed.count - 1].times += times
        } else {
          printed.append((action, times))
        }
      }
    }
    return (shown, lines.map { "queued <- " + $0.0 + ($0.1 > 1 ? " x\($0.1)" : "") })
  }

  /// Takes the next action to assert (one of a run), with the state it leaves when queued.
  mutating func takeNext() -> (description: String, after: StateNode?)? {
    if queues {
      guard var first = queued.first else { return nil }
      first.times -= 1
      if first.times > 0 {
        queued[0] = first
        return (first.description, nil)
      }
      queued.removeFirst()
      return (first.description, first.after)
    }
    guard var first = printed.first else { return nil }
    first.times -= 1
    if first.times > 0 { printed[0] = first } else { printed.removeFirst() }
    return (first.description, nil)
  }

  /// Forgets every waiting action (`skip received`, a send under exhaustivity off), returning
  /// them as `unhandled` lists them.
  @discardableResult
  mutating func removeAll() -> [String] {
    defer {
      queued = []
      printed = []
    }
    return unhandled
  }

  /// `teststore on|off` from here on: what was printed before is no longer asserted.
  mutating func setQueues(_ on: Bool) {
    queues = on
    printed = []
  }
}
