import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the game's completion handler is given: the seed's type, `@Sendable` as URLSession's
/// own handler is in Swift 6 (without it `URLSession` could not adopt the protocol).
typealias DataTaskCompletionHandler = @Sendable (Data?, URLResponse?, Error?) -> Void

/// Seed 001's seam for dependency injection: the one method of URLSession the game uses, so a
/// test can put a session of its own in URLSession's place.
///
/// ```swift
/// // live: URLSession itself, which already has this method
/// game.urlSession = URLSession.shared
/// // test (the seed's): canned data, response and error, no network
/// game.urlSession = StubURLSession(dummy: DummyData(data: "[3]".data(using: .utf8), response: ok, error: nil))
/// ```
protocol URLSessionProtocol {
  func dataTask(with url: URL, completionHandler: @escaping DataTaskCompletionHandler) -> URLSessionDataTask
}

extension URLSession: URLSessionProtocol {}
