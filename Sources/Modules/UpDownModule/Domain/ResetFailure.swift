import Foundation

/// What stopped a `reset` at one of the completion handler's guards; the number stays as it was.
enum ResetFailure: Error, Equatable, Sendable {
  /// The data task failed: the error it completed with.
  case requestFailed(String)
  /// An answer that is not HTTP.
  case noHTTPResponse
  /// The server answered, but not 200.
  case status(Int)
  /// The body is not a JSON array with a number in it (`[`, `[]`, `"three"`, no body at all).
  case unreadableBody(String)

  /// An error as the game reports it. A URLError is named by its code, as its own description
  /// carries the URL, whose port changes from run to run.
  static func describe(_ error: any Error) -> String {
    if let error = error as? URLError { return "URLError \(error.code.rawValue)" }
    return "\(error)"
  }

  /// A body as the game reports it: its text, shortened; bytes that are not text, counted.
  static func describe(_ data: Data?) -> String {
    guard let data else { return "no data" }
    guard let text = String(data: data, encoding: .utf8) else { return "\(data.count) bytes that are not UTF-8" }
    return shortened(text)
  }

  /// A body can be megabytes; what the game reports of it is one line.
  static func shortened(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }
}
