import Foundation
import StuntKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Real: `URLSession.shared`, the session the seed's game uses, over real HTTP. One thing
/// changes, because nothing may leave the machine: the seed's randomnumberapi.com is replaced
/// by the embedded backend, which answers the same question (or by the server `url=` names).
///
/// ```swift
/// // live, in the sandbox: find the server (starting the backend), then play as the seed does
/// let session = RoutedURLSession(server: { try await backend.baseURL() })
/// try await session.connect()
/// game.urlSession = session
/// ```
final class RoutedURLSession: URLSessionProtocol, Sendable {
  private let server: @Sendable () async throws -> URL
  private let connected = Guarded<URL?>(nil)
  private let tasks = Guarded<[URLSessionDataTask]>([])

  init(server: @escaping @Sendable () async throws -> URL) {
    self.server = server
  }

  /// Finds the server the next requests go to, as `url=` says now; `dataTask` itself cannot wait.
  func connect() async throws {
    let root = try await server()
    connected.withLock { $0 = root }
  }

  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask {
    guard let routed = connected.withLock({ $0 }).flatMap({ Self.route(url, to: $0) }) else {
      let refusal = UnavailableDependency("urlSession real has no server to ask; it connects before each reset")
      return StubURLSessionDataTask(
        dummy: DummyData(data: nil, response: nil, error: refusal), completionHandler: completionHandler)
    }
    let task = URLSession.shared.dataTask(with: routed, completionHandler: completionHandler)
    tasks.withLock { $0 = $0.filter { $0.state != .completed } + [task] }
    return task
  }

  /// Stops the requests still in flight: the module went, nobody waits for their answers.
  func cancelAll() {
    for task in tasks.withLock({ $0 }) where task.state == .running { task.cancel() }
  }

  /// The seed's URL with its scheme, host and port taken from `root`; `root`'s path goes first.
  static func route(_ url: URL, to root: URL) -> URL? {
    guard var routed = URLComponents(url: root, resolvingAgainstBaseURL: false),
      let asked = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return nil }
    let base = routed.path.hasSuffix("/") ? String(routed.path.dropLast()) : routed.path
    routed.path = base + asked.path
    routed.query = asked.query
    return routed.url
  }
}
