import Foundation

/// A request as the routes see it, independent of the HTTP server library.
struct IncomingRequest: Sendable {
  var method: String
  var path: String
  var query: [(name: String, value: String)]
  var body: Data

  /// From the request target as sent (`/api/v1.0/random?min=1&max=30`): the path with its
  /// escapes decoded and dot segments removed, and the query's items decoded (what the routes and
  /// `backend log` saw under FlyingFox, so neither changes).
  init(method: String, target: String, body: Data) {
    let components = URLComponents(string: target)
    self.method = method
    path = components.flatMap { URL(string: $0.percentEncodedPath)?.standardized.path } ?? ""
    query = components?.queryItems?.map { ($0.name, $0.value ?? "") } ?? []
    self.body = body
  }

  func query(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// `/api/v1.0/random?min=1&max=30&count=1`
  var target: String {
    query.isEmpty ? path : path + "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
  }

  var segments: [String] {
    path.split(separator: "/").map(String.init)
  }
}
