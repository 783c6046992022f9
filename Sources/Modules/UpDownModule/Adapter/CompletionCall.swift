import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One call of a data task's completion handler, as the sandbox prints it when it arrives:
/// `completionHandler(data: "[3]", response: 200, error: nil)`. Built from plain text on the
/// thread that called the handler, so it can cross to the main queue.
struct CompletionCall: Sendable, CustomStringConvertible {
  let data: String
  let response: String
  let error: String

  init(data: Data?, response: URLResponse?, error: Error?) {
    self.data = data.map { String(data: $0, encoding: .utf8).map { CompletionCall.quoted($0) } ?? "\($0.count) bytes" } ?? "nil"
    if let http = response as? HTTPURLResponse {
      self.response = String(http.statusCode)
    } else {
      self.response = response == nil ? "nil" : "URLResponse"
    }
    self.error = error.map { CompletionCall.quoted(ResetFailure.describe($0), limit: nil) } ?? "nil"
  }

  var description: String {
    "completionHandler(data: \(data), response: \(response), error: \(error))"
  }

  /// Quoted, and a body shortened: it can be megabytes; an error is one line.
  private static func quoted(_ text: String, limit: Int? = 40) -> String {
    let shown = limit.map { text.count > $0 ? String(text.prefix($0)) + "…" : text } ?? text
    return "\"" + shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
