/// A request the backend answers without serving it, because it crossed one of `BackendLimits`
/// or is not HTTP/1.1 it can parse. Every refusal closes the connection.
struct Refusal: Sendable {
  var status: Int
  var message: String
  /// Whether to keep reading (and dropping) for `BackendLimits.closingLinger` before closing.
  var lingers = true

  static let malformed = Refusal(status: 400, message: "the request is not well-formed HTTP/1.1")

  static let headTooLarge = Refusal(
    status: 431,
    message: "the request line and headers exceed \(BackendLimits.maxHeadBytes) bytes or \(BackendLimits.maxHeaderCount) fields")

  static let bodyTooLarge = Refusal(status: 413, message: "the request body exceeds \(BackendLimits.maxBodyBytes) bytes")

  /// After an upgrade request (CONNECT, `Upgrade:`) NIO's decoder stops parsing and keeps every
  /// later byte in memory, so this one closes at once rather than lingering.
  static let upgrade = Refusal(status: 400, message: "the backend does not switch protocols", lingers: false)

  static func timeout(after deadline: Duration) -> Refusal {
    Refusal(status: 408, message: "the request did not arrive within \(Int(deadline / .milliseconds(1))) ms")
  }

  var response: BackendResponse {
    .message(message, status: status)
  }
}
