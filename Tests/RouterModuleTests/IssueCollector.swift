import IssueReporting
import StuntKit

/// Collects the issues a block reports, where RIBs would assert and mockolo would `fatalError`.
final class IssueCollector: IssueReporter, Sendable {
  private let collected = Guarded<[String]>([])

  var messages: [String] { collected.withLock { $0 } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    collected.withLock { $0.append(text) }
  }

  /// Runs `body` with issues reported here.
  func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withIssueReporters([self], operation: body)
  }
}
