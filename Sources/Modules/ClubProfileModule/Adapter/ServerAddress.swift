import Foundation
import StuntKit

/// Where a real service sends its requests: the `url=` a user gave, else the embedded backend.
enum ServerAddress {
  static func resolve(_ slot: DependencySlot, _ backend: (any Backend)?) -> @Sendable () async throws -> URL {
    if let given = slot.options["url"]?.text.flatMap(URL.init(string:)) { return { given } }
    let name = slot.name
    return {
      guard let backend else { throw ServiceError("\(name) real has no server: use \(name) real url=...") }
      return try await backend.baseURL()
    }
  }
}
