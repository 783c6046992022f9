import Foundation
import IssueReporting

/// Routes issues reported with swift-issue-reporting (what `unimplemented` and swift-clocks'
/// `UnimplementedClock` call) into the sandbox, where they print as `FAIL:` lines, instead of
/// a runtime warning or a crash.
struct IssueCapture: IssueReporter {
  let inbox: EventInbox
  let onReport: @Sendable () -> Void

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    inbox.append(.issue(IssueCapture.summarize(message() ?? "an issue was reported"), times: 1))
    onReport()
  }

  /// One deterministic line from a multi-line issue: the headline plus what the call was
  /// invoked with. Source locations are dropped, since transcripts must not depend on line numbers
  /// of the module's source.
  static func summarize(_ message: String) -> String {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var headline = lines.first ?? message
    if headline.hasSuffix("…") {
      headline = String(headline.dropLast()).trimmingCharacters(in: .whitespaces)
    }
    if let invoked = lines.firstIndex(of: "Invoked with:"), invoked + 1 < lines.count,
      !lines[invoked + 1].isEmpty
    {
      headline += " (invoked with \(lines[invoked + 1]))"
    }
    return headline
  }
}
