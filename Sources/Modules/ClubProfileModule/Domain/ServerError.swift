/// The body a server sends with an error: `{"message": "..."}`.
struct ServerError: Codable, Equatable, Sendable {
  var message: String
}
