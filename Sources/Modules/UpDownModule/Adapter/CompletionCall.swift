import Foundation
import StuntKit

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
    self.data = data.map { body in
      String(data: body, encoding: .utf8).map { Value.quoted(ResetFailure.shortened($0)) } ?? "\(body.count) bytes"
    } ?? "nil"
    if let http = response as? HTTPURLResponse {
      self.response = String(http.statusCode)
    } else {
      self.response = response == nil ? "nil" : "URLResponse"
    }
    self.error = error.map { Value.quoted(ResetFailure.describe($0)) } ?? "nil"
  }

  var description: String {
    "completionHandler(data: \(data), response: \(response), error: \(error))"
  }
}
