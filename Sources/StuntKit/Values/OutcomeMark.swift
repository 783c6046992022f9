/// How a line of a command's output begins when it tells the outcome: the engine writes these,
/// the terminal colours and indents by them, and a replay counts failures by them.
public enum OutcomeMark: String, CaseIterable, Sendable {
  case ok = "ok: "
  /// A check that did not hold: the command ran, and the test fails.
  case fail = "FAIL: "
  /// A line that was refused, or a module that could not answer.
  case error = "error: "

  public func line(_ message: String) -> String { rawValue + message }

  /// The mark a line begins with, if any.
  public static func of(_ line: some StringProtocol) -> OutcomeMark? {
    allCases.first { line.hasPrefix($0.rawValue) }
  }
}
