/// What a command printed and how it ended: what the sandbox returns for every line, what a
/// replay worker sends back, and what `[failed]` is checked against.
public struct CommandReport: Codable, Equatable, Sendable {
  public enum Status: String, Codable, Sendable {
    case ok
    /// A `FAIL:`: an expectation failed or an issue was reported.
    case failed
    /// An `error:`: the command was refused; nothing changed.
    case rejected
    /// `quit` or `exit`: the session ends here.
    case quit
  }

  /// What a terminal does besides printing the lines (`clear`); nothing elsewhere.
  public enum TerminalRequest: String, Codable, Sendable {
    case clearScreen
  }

  public var lines: [String]
  public var status: Status
  public var terminalRequest: TerminalRequest?

  public init(lines: [String] = [], status: Status = .ok) {
    self.lines = lines
    self.status = status
  }

  public var text: String { lines.joined(separator: "\n") }

  /// What `[failed]` stands for.
  public var failed: Bool { status == .failed || status == .rejected }
}
