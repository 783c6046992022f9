import Foundation
import Synchronization

/// Threads of the test process that keep cores busy, as other work on a shared CI runner or a
/// workshop laptop does. Threads, not `yes` processes: they end with the test process however
/// it ends, where a child started by Foundation inherits blocked signals and outlives a test
/// runner killed before its `defer` (a `timeout` around it never fires).
///
///     let busy = BusyCores(2)
///     defer { busy.stop() }
public final class BusyCores: Sendable {
  private let stopped = Atomic<Bool>(false)

  public init(_ count: Int) {
    for _ in 0..<count {
      let thread = Thread { [self] in
        var spin: UInt64 = 0
        while !self.stopped.load(ordering: .relaxed) { spin &+= 1 }
      }
      thread.start()
    }
  }

  public func stop() {
    stopped.store(true, ordering: .relaxed)
  }

  deinit {
    stop()
  }
}
