import Foundation

/// A folder of its own for one test (a HOME for history and ~/.editrc), removed when the
/// test lets go of it.
public final class TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  public var path: String { url.path }

  public func appendingPathComponent(_ component: String) -> URL {
    url.appendingPathComponent(component)
  }
}
