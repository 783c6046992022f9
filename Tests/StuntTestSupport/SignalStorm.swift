import Foundation
import Synchronization

/// Sends a signal to a process again and again, from a thread of its own, until stopped: what
/// a user leaning on Ctrl-C does, faster.
public final class SignalStorm: Sendable {
  private let stopped = Atomic<Bool>(false)
  private let ended = DispatchSemaphore(value: 0)

  public init(process: Int32, signal: Int32, every interval: Duration) {
    let microseconds = useconds_t(interval.components.attoseconds / 1_000_000_000_000 + interval.components.seconds * 1_000_000)
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .relaxed), kill(process, signal) == 0 {
        usleep(microseconds)
      }
      ended.signal()
    }
  }

  /// Returns once the last signal is sent: on a busy machine the thread may be descheduled
  /// between reading the flag and `kill`, and a signal sent after `stop()` returned would land
  /// on whatever the test does next (a `quit`, with Ctrl-C's default meaning back).
  public func stop() {
    stopped.store(true, ordering: .relaxed)
    ended.wait()
  }
}
