/// How the club services report a failure: the server's own message, or the error that kept
/// the request from getting one (a refused connection, an answer that does not decode).
struct NetworkError: Error, Sendable {
  var initialError: (any Error & Sendable)?
  var serverError: ServerError?
}

/// The body a server sends with an error: `{"message": "..."}`.
struct ServerError: Codable, Equatable, Sendable {
  var message: String
}
