import Synchronization

/// Resumes a continuation with the first result it is given; later ones are dropped.
final class FirstResult: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, any Error>?>

  init(_ continuation: CheckedContinuation<Void, any Error>) {
    self.continuation = Mutex(continuation)
  }

  func resume(with result: Result<Void, any Error>) {
    let waiting = continuation.withLock { current in
      defer { current = nil }
      return current
    }
    waiting?.resume(with: result)
  }
}
