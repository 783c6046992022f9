
/// A thread-safe queue of module events: issues can be reported from any thread
/// (a URLSession callback, a clock), everything else arrives on the main actor.
/// Repeats fold into the last event as they arrive, so memory stays flat however long a
/// timer ticks between two looks.
final class EventInbox: Sendable {
  private let events = Guarded<[ModuleEvent]>([])

  func append(_ event: ModuleEvent) {
    events.withLock { events in
      switch (events.last, event) {
      case (.received(let action, let times, let before, _)?, .received(let next, let more, _, let after))
      where action == next:
        events[events.count - 1] = .received(action: action, times: times + more, before: before, after: after)
      case (.issue(let message, let times)?, .issue(let next, let more)) where message == next:
        events[events.count - 1] = .issue(message, times: times + more)
      default:
        events.append(event)
      }
    }
  }

  var isEmpty: Bool {
    events.withLock { $0.isEmpty }
  }

  func drain() -> [ModuleEvent] {
    events.withLock { events in
      defer { events.removeAll() }
      return events
    }
  }
}
