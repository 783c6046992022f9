import StuntKit

/// Keeps the first result it is given (later ones are dropped) for whoever waits for it, before
/// or after it arrives.
final class FirstResult<Value: Sendable>: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Value, any Error>?)
    case done(Result<Value, any Error>)
  }

  private let state = Guarded(State.waiting(nil))

  func resume(with result: Result<Value, any Error>) {
    let waiting: CheckedContinuation<Value, any Error>? = state.withLock { state in
      guard case .waiting(let continuation) = state else { return nil }
      state = .done(result)
      return continuation
    }
    waiting?.resume(with: result)
  }

  /// Only one caller may wait.
  var value: Value {
    get async throws {
      try await withCheckedThrowingContinuation { continuation in
        let ready: Result<Value, any Error>? = state.withLock { state in
          switch state {
          case .waiting:
            state = .waiting(continuation)
            return nil
          case .done(let result):
            return result
          }
        }
        if let ready { continuation.resume(with: ready) }
      }
    }
  }
}
