/// A command of a session file and what it is expected to print.
public struct CommandBlock: Equatable, Sendable {
  /// The line of `  > command` (1-based).
  public var line: Int
  public var command: String
  public var expected: [ExpectedLine]
  /// The line of `  [failed]`, when the command is expected to fail.
  public var failedLine: Int?
  /// The file lines after the command line that hold its expectations (0-based indices),
  /// which an update replaces.
  public var outputLines: Range<Int>

  public var expectsFailure: Bool { failedLine != nil }

  /// Nothing is written yet of what it prints (and no failure is expected): what `--update
  /// missing` writes, and what makes `stunt sandbox` fill a first session in.
  public var awaitsOutput: Bool { expected.isEmpty && !expectsFailure }
}
