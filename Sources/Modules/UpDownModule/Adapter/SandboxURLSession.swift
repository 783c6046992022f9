import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the game holds as its `urlSession`: whichever variant `use urlSession` chose, asked on
/// each request, so a swap needs no new game. Its data tasks answer through completion
/// handlers, which `handlers` watches: the sandbox waits for a real answer and prints the
/// handler's call when it comes (`<- completionHandler(data: "[3]", response: 200, error: nil)`).
@MainActor
final class SandboxURLSession: @MainActor URLSessionProtocol {
  private let dependency: LiveSlot<any URLSessionProtocol>
  let handlers: CompletionHandlers

  init(dependency: LiveSlot<any URLSessionProtocol>, handlers: CompletionHandlers) {
    self.dependency = dependency
    self.handlers = handlers
  }

  /// The real session, when the variant in use reaches it (itself, or a spy over it): it must
  /// find its server before a request.
  var routed: RoutedURLSession? {
    Self.routed(in: dependency.current)
  }

  private static func routed(in session: any URLSessionProtocol) -> RoutedURLSession? {
    switch session {
    case let routed as RoutedURLSession: routed
    case let spy as SpyURLSession: routed(in: spy.answering)
    case let programmed as ProgrammedURLSession: programmed.otherwise.flatMap(routed(in:))
    default: nil
    }
  }

  /// Called by the game, on the main actor: the conformance is isolated to it.
  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    let watch = handlers.watch()
    // The game's handler holds the game, and through it this instance's environment; URLSession
    // lets go of a finished task's handler on its own time, so the handler is let go at once.
    let handler = Guarded<DataTaskCompletionHandler?>(completionHandler)
    return dependency.current.dataTask(with: url) { data, response, error in
      let call = CompletionCall(data: data, response: response, error: error)
      watch.complete(describing: call.description) {
        let gamesHandler = handler.withLock { held in
          defer { held = nil }
          return held
        }
        gamesHandler?(data, response, error)
      }
    }
  }
}

/// One call of a data task's completion handler, as the sandbox prints it when it arrives:
/// `completionHandler(data: "[3]", response: 200, error: nil)`. Built from plain text on the
/// thread that called the handler, so it can cross to the main queue.
struct CompletionCall: Sendable, CustomStringConvertible {
  let data: String
  let response: String
  let error: String

  init(data: Data?, response: URLResponse?, error: Error?) {
    self.data = data.map { body in
      String(data: body, encoding: .utf8).map { Value.quoted(ResetFailure.shortened($0)) } ?? "\(body.count) bytes"
    } ?? "nil"
    if let http = response as? HTTPURLResponse {
      self.response = String(http.statusCode)
    } else {
      self.response = response == nil ? "nil" : "URLResponse"
    }
    self.error = error.map { Value.quoted(ResetFailure.describe($0)) } ?? "nil"
  }

  var description: String {
    "completionHandler(data: \(data), response: \(response), error: \(error))"
  }
}
