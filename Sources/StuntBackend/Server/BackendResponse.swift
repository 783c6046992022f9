import Foundation

/// What a route answers: a status, a content type and a body.
struct BackendResponse: Sendable {
  var status: Int
  var contentType: String
  var body: Data

  static func text(_ text: String, status: Int = 200) -> Self {
    Self(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
  }

  static func json(_ value: some Encodable, status: Int = 200) -> Self {
    let encoder = JSONEncoder()
    // Sorted keys: what clients receive (and lessons print) is the same on every run.
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Self(status: status, contentType: "application/json", body: (try? encoder.encode(value)) ?? Data("null".utf8))
  }

  /// An error the way the seeds' services send them: `{"message": "..."}`, which their
  /// clients decode into `NetworkError.serverError.message`.
  static func message(_ message: String, status: Int) -> Self {
    json(["message": message], status: status)
  }

  static let noContent = Self(status: 204, contentType: "text/plain", body: Data())
}
