/// How one session file fared.
public struct FileResult: Sendable {
  public enum Status: Equatable, Sendable {
    case passed
    case failed
    /// `% skip <reason>`.
    case skipped(String)
    /// The file does not parse (or cannot be read); it was neither run nor rewritten.
    case invalid(SessionParseError)
  }

  public var path: String
  public var status: Status
  public var failures: [FileFailure]
  /// How many commands an update rewrote (0 when nothing changed).
  public var rewritten: Int
  public var duration: Duration

  public init(path: String, status: Status, failures: [FileFailure] = [], rewritten: Int = 0, duration: Duration = .zero) {
    self.path = path
    self.status = status
    self.failures = failures
    self.rewritten = rewritten
    self.duration = duration
  }

  /// Every failure as `path:line: summary` and its detail lines, for reports.
  var failureLines: [String] {
    if case .invalid(let error) = status { return ["\(path):\(error.line): error: \(error.message)"] }
    return failures.flatMap { ["\(path):\($0.line): \($0.summary)"] + $0.details }
  }
}
