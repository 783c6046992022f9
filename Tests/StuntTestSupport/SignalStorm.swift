import Foundation
import Synchronization

/// Sends a signal to a process again and again, from a thread of its own, until stopped: what
/// a user leaning on Ctrl-C does, faster.
public final class SignalStorm: Sendable {
  private let stopped = Atomic<Bool>(false)

  public init(process: Int32, signal: Int32, every interval: Duration) {
    let microseconds = useconds_t(interval.components.attoseconds / 1_000_000_000_000 + interval.components.seconds * 1_000_000)
    Thread.detachNewThread { [self] in
      while !stopped.load(ordering: .relaxed), kill(process, signal) == 0 {
        usleep(microseconds)
      }
    }
  }

  public func stop() {
    stopped.store(true, ordering: .relaxed)
  }
}
