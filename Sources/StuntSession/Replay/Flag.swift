import Synchronization

/// Raised once, read from any thread.
final class Flag: Sendable {
  private let raised = Mutex(false)
  func raise() { raised.withLock { $0 = true } }
  var isRaised: Bool { raised.withLock { $0 } }
}
