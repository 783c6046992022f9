import Foundation
import HummingbirdCore

/// Reads a request body into memory, never more than a limit of it.
enum BoundedBody {
  /// The whole body, or nil once it grows past `limit` (the rest is not read).
  static func collect(_ body: RequestBody, upTo limit: Int) async throws -> Data? {
    var collected = Data()
    for try await buffer in body {
      guard buffer.readableBytes <= limit - collected.count else { return nil }
      collected.append(contentsOf: buffer.readableBytesView)
    }
    return collected
  }
}
