import Foundation

/// The embedded loopback HTTP backend that `real` network dependencies talk to: number facts,
/// club creation, random numbers, projects. Bound to 127.0.0.1 on an ephemeral port, started
/// on first use, stopped when the sandbox ends.
///
/// ```swift
/// // live: a real client asks for the base URL when it makes its first request
/// let url = try await environment.backend?.baseURL().appendingPathComponent("numbers/\(n)")
/// // in a lesson: `backend fail 503` makes every real client fail while stubs keep working
/// await backend.fail(BackendFault(kind: .status(503, message: "maintenance"), remaining: nil))
/// ```
public protocol Backend: AnyObject, Sendable {
  /// `http://127.0.0.1:<port>`, starting the server on first use.
  func baseURL() async throws -> URL
  var status: BackendStatus { get async }
  /// Every response waits this long first.
  func setLatency(_ latency: Duration) async
  /// The next requests (or all of them) fail this way.
  func fail(_ fault: BackendFault) async
  /// No latency, no failures, an empty log and empty stores.
  func reset() async
  /// The requests the server received, oldest first.
  func requests() async -> [BackendRequest]
  /// Makes the random-number endpoint repeat the same numbers.
  func seedRandom(_ seed: UInt64) async
  func stop() async
  /// `backend stop` (true): stops the server and keeps it down, so that a real client asking for
  /// it fails instead of starting it again; `backend start` (false) lets it start on next use.
  func keepStopped(_ stopped: Bool) async
}

extension Backend {
  /// A backend that is only an address (a plugin's, forwarded by the host) keeps nothing down.
  public func keepStopped(_ stopped: Bool) async {}
}

/// What a real client asking for the backend gets after `backend stop`.
public struct BackendStopped: Error, CustomStringConvertible {
  public init() {}
  public var description: String { "the embedded backend is stopped (`backend stop`); `backend start` lets it start again" }
}
