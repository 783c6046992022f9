import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the game holds as its `urlSession`: whichever variant `use urlSession` chose, asked on
/// each request, so a swap needs no new game. It also watches each completion handler, so the
/// sandbox can wait for a real answer and print the handler's call when it comes, with the
/// change it made (`<- completionHandler(data: "[3]", response: 200, error: nil)`).
@MainActor
final class SandboxURLSession: URLSessionProtocol {
  private let dependency: LiveSlot<any URLSessionProtocol>
  private weak var effects: EffectRuntime?
  /// The module's state, for the change a completion handler made.
  var state: @MainActor () -> any Sendable = { () }
  /// The signal of the `answer(_:)` under way: taken by the data task it makes.
  private var awaitingTask: AnswerSignal?

  init(dependency: LiveSlot<any URLSessionProtocol>, effects: EffectRuntime) {
    self.dependency = dependency
    self.effects = effects
  }

  /// The real variant, when it is the one in use: it must find its server before a request.
  var routed: RoutedURLSession? {
    dependency.current as? RoutedURLSession
  }

  /// Runs `start` (which makes and resumes a data task) and waits until that task's completion
  /// handler has run and the game's own hop to the main queue with it; at once when `start`
  /// made no task; or until the waiting effect is cancelled.
  func answer(_ start: () -> Void) async {
    let signal = AnswerSignal()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        signal.wait(continuation)
        awaitingTask = signal
        start()
        if awaitingTask === signal {
          awaitingTask = nil
          signal.fire()
        }
      }
    } onCancel: {
      signal.fire()
    }
  }

  nonisolated func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    // The game is on the main actor, and so is every caller of this method.
    MainActor.assumeIsolated { makeTask(url, completionHandler) }
  }

  private func makeTask(_ url: URL, _ completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    let signal = awaitingTask
    awaitingTask = nil
    let record = CompletionRecord(effects: effects, state: state)
    // The game's handler holds the game, and through it this instance's environment; URLSession
    // lets go of a finished task's handler on its own time, so the handler is let go at once.
    let handler = Guarded<DataTaskCompletionHandler?>(completionHandler)
    return dependency.current.dataTask(with: url) { data, response, error in
      let call = CompletionCall(data: data, response: response, error: error)
      // Main-queue blocks run in order: the state before, the game's own hop, the state after.
      DispatchQueue.main.async { record.begin() }
      let gamesHandler = handler.withLock { held in
        defer { held = nil }
        return held
      }
      gamesHandler?(data, response, error)
      DispatchQueue.main.async {
        record.end(call)
        signal?.fire()
      }
    }
  }
}
