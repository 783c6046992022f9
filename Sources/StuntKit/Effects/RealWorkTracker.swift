
/// Counts the real I/O in flight for one `EffectRuntime`; the end of each is activity that
/// `settle` wakes for.
final class RealWorkTracker: Sendable {
  private let count = Guarded(0)
  private let activity: EffectActivity

  init(activity: EffectActivity) {
    self.activity = activity
  }

  func begin() { count.withLock { $0 += 1 } }

  func end() {
    count.withLock { $0 -= 1 }
    activity.bump()
  }

  var inFlight: Int { count.withLock { $0 } }
}
