
/// Counts the real I/O in flight for one `EffectRuntime`.
final class RealWorkTracker: Sendable {
  private let count = Guarded(0)
  func begin() { count.withLock { $0 += 1 } }
  func end() { count.withLock { $0 -= 1 } }
  var inFlight: Int { count.withLock { $0 } }
}
