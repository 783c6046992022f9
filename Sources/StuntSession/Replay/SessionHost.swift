/// What runs a session's commands: the engine's sandbox conforms. One fresh host per file.
@MainActor
public protocol SessionHost: AnyObject {
  /// Runs one command line as typed at the prompt.
  func run(_ command: String) async -> CommandOutput
  /// Ends the session: effects still running are reported (as FAIL lines, when exhaustive).
  func finish() async -> CommandOutput
  /// Whether effects still running at the end fail the session.
  var isExhaustive: Bool { get set }
}

/// What a command printed and how it ended.
public struct CommandOutput: Codable, Equatable, Sendable {
  public enum Outcome: String, Codable, Sendable {
    case ok
    /// A `FAIL:`: an expectation failed or an issue was reported.
    case failed
    /// An `error:`: the command was refused.
    case rejected
    /// `quit` or `exit`: the session ends here.
    case quit
  }

  public var lines: [String]
  public var outcome: Outcome

  public init(lines: [String], outcome: Outcome) {
    self.lines = lines
    self.outcome = outcome
  }

  /// What `[failed]` stands for.
  public var didFail: Bool { outcome == .failed || outcome == .rejected }
}
