import IssueReporting
import StuntKit

/// A mock asked for a value nobody programmed. mockolo's mock calls `fatalError` here, which
/// ends a test run; the sandbox reports the seed's message as a FAIL and answers with a stand-in,
/// named in the message, so the session goes on.
@MainActor
enum MissingHandler {
  static func report<Value: AnyObject>(_ function: String, standIn: Value, recorder: CallRecorder?) -> Value {
    let named = recorder?.names.map { " (\($0.name(of: standIn)) stands in, so the session goes on)" } ?? ""
    reportIssue("Function \(function) returns a value that can't be handled with a default value and its handler must be set" + named)
    return standIn
  }
}
