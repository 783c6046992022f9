import StuntKit

/// Resumes the effect that waits for a data task's completion handler exactly once: when the
/// handler has run, when no data task was made, or when the effect is cancelled.
final class AnswerSignal: Sendable {
  private struct Waiting {
    var continuation: CheckedContinuation<Void, Never>?
    var fired = false
  }

  private let waiting = Guarded(Waiting())

  func wait(_ continuation: CheckedContinuation<Void, Never>) {
    let firedAlready = waiting.withLock { waiting in
      if !waiting.fired { waiting.continuation = continuation }
      return waiting.fired
    }
    if firedAlready { continuation.resume() }
  }

  func fire() {
    let continuation = waiting.withLock { waiting in
      waiting.fired = true
      defer { waiting.continuation = nil }
      return waiting.continuation
    }
    continuation?.resume()
  }
}
