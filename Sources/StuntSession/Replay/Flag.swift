import StuntKit

/// Raised once, read from any thread.
final class Flag: Sendable {
  private let raised = Guarded(false)
  func raise() { raised.withLock { $0 = true } }
  var isRaised: Bool { raised.withLock { $0 } }
}
