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
}

/// One thing wrong with a replayed file, at a line of it.
public struct FileFailure: Equatable, Sendable {
  public var line: Int
  public var summary: String
  public var details: [String]

  public init(line: Int, summary: String, details: [String] = []) {
    self.line = line
    self.summary = summary
    self.details = details
  }
}
