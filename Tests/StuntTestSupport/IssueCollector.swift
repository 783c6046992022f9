import IssueReporting
import StuntKit

/// Collects the issues a block reports, where RIBs would assert and mockolo would `fatalError`.
public final class IssueCollector: IssueReporter, Sendable {
  private let collected = Guarded<[String]>([])

  public init() {}

  public var messages: [String] { collected.withLock { $0 } }

  public func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    collected.withLock { $0.append(text) }
  }

  /// Runs `body` with issues reported here.
  public func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
    try withIssueReporters([self], operation: body)
  }

  public func collect<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await withIssueReporters([self], isolation: isolation, operation: body)
  }
}
