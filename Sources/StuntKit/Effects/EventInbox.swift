import Synchronization

/// A thread-safe queue of module events: issues can be reported from any thread
/// (a URLSession callback, a clock), everything else arrives on the main actor.
final class EventInbox: Sendable {
  private let events = Mutex<[ModuleEvent]>([])

  func append(_ event: ModuleEvent) {
    events.withLock { $0.append(event) }
  }

  func drain() -> [ModuleEvent] {
    events.withLock { events in
      defer { events.removeAll() }
      return events
    }
  }
}
