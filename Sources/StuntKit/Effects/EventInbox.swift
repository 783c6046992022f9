/// A thread-safe queue of module events: issues can be reported from any thread
/// (a URLSession callback, a clock), everything else arrives on the main actor.
/// Repeats fold into the last event as they arrive, so memory stays flat however long a
/// timer ticks between two looks.
final class EventInbox: Sendable {
  /// An action fed back keeps the module's own state values until the events are drained:
  /// a run of ten thousand ticks keeps two of them, and only those two are read as trees.
  private enum Pending: Sendable {
    case received(action: String, times: Int, before: any Sendable, after: any Sendable)
    case event(ModuleEvent)
  }

  private let events = Guarded<[Pending]>([])
  /// False while each action fed back must keep its own states (`advance --each`, TestStore's
  /// `receive`, which asserts them one at a time).
  private let folds = Guarded(true)

  var foldsReceivedActions: Bool {
    get { folds.withLock { $0 } }
    set { folds.withLock { $0 = newValue } }
  }

  func received(_ action: String, before: any Sendable, after: any Sendable) {
    let folds = foldsReceivedActions
    events.withLock { events in
      if folds, case .received(let last, let times, let first, _)? = events.last, last == action {
        events[events.count - 1] = .received(action: action, times: times + 1, before: first, after: after)
      } else {
        events.append(.received(action: action, times: 1, before: before, after: after))
      }
    }
  }

  func append(_ event: ModuleEvent) {
    events.withLock { events in
      if case .event(.issue(let message, let times))? = events.last, case .issue(message, let more) = event {
        events[events.count - 1] = .event(.issue(message, times: times + more))
      } else {
        events.append(.event(event))
      }
    }
  }

  var isEmpty: Bool {
    events.withLock { $0.isEmpty }
  }

  func drain() -> [ModuleEvent] {
    let pending = events.withLock { events in
      defer { events.removeAll() }
      return events
    }
    return pending.map { event in
      switch event {
      case .received(let action, let times, let before, let after):
        .received(action: action, times: times, before: StateNode(reflecting: before), after: StateNode(reflecting: after))
      case .event(let event):
        event
      }
    }
  }
}
