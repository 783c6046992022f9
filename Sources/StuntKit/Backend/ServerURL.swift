import Foundation

/// Where a real network dependency sends its requests: the server of the `url=` a user gave
/// (`use numberFact real url=http://127.0.0.1:8080`), else the embedded backend, started on
/// first use. Every real slot means the same thing by `url=`: a server's root.
public enum ServerURL {
  public static func resolve(
    _ given: URL?, _ backend: (any Backend)?, slot: String
  ) -> @Sendable () async throws -> URL {
    if let given { return { given } }
    return {
      guard let backend else { throw UnavailableDependency("\(slot) real has no server: use \(slot) real url=http://...") }
      return try await backend.baseURL()
    }
  }
}

extension DependencySlot {
  /// The `url=` option of a real variant, if given.
  public var givenServer: URL? {
    options["url"]?.text.flatMap(URL.init(string:))
  }

  /// Where this slot's real variant sends its requests.
  public func server(_ backend: (any Backend)?) -> @Sendable () async throws -> URL {
    ServerURL.resolve(givenServer, backend, slot: name)
  }
}
