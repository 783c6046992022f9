import Foundation
import StuntKit

/// The three things a child's outcome waits for, which end on three threads in any order: its
/// output read to the end, its errors read to the end, and its exit. The one that completes
/// the set hands the outcome on; nothing waits on a semaphore for the others.
final class ChildOutcomeParts: Sendable {
  private struct Parts {
    var output: Data?
    var errors: Data?
    var exit: (status: Int32, bySignal: Bool)?
  }

  private let parts = Guarded(Parts())
  private let timedOut = Flag()
  private let deliver: @Sendable (ChildProcess.Outcome) -> Void

  init(deliver: @escaping @Sendable (ChildProcess.Outcome) -> Void) {
    self.deliver = deliver
  }

  func killedByTimeLimit() { timedOut.raise() }
  func outputRead(_ data: Data) { complete { $0.output = data } }
  func errorsRead(_ data: Data) { complete { $0.errors = data } }
  func exited(status: Int32, bySignal: Bool) { complete { $0.exit = (status, bySignal) } }

  private func complete(_ change: (inout Parts) -> Void) {
    let whole: ChildProcess.Outcome? = parts.withLock { parts in
      change(&parts)
      guard let output = parts.output, let errors = parts.errors, let exit = parts.exit else { return nil }
      // Handed on whole, and not kept: the time limit holds this until it expires, and
      // LeakSanitizer cannot follow an optional's tagged pointer to what it would keep.
      parts = Parts()
      return ChildProcess.Outcome(
        status: exit.status, output: output, errors: errors, timedOut: timedOut.isRaised, killedBySignal: exit.bySignal)
    }
    if let whole { deliver(whole) }
  }
}
