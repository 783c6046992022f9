/// What one command printed and how it ended.
public struct CommandReport: Equatable, Sendable {
  public enum Status: Equatable, Sendable {
    case ok
    /// An expectation failed or an issue was reported (`FAIL:` lines).
    case failed
    /// The command was refused (`error:` line); nothing changed.
    case rejected
    /// `quit`/`exit`.
    case quit
  }

  public var lines: [String]
  public var status: Status

  public init(lines: [String] = [], status: Status = .ok) {
    self.lines = lines
    self.status = status
  }

  public var text: String { lines.joined(separator: "\n") }

  /// Whether a session file marks this command `[failed]`.
  public var failed: Bool { status == .failed || status == .rejected }
}
