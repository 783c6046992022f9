import Foundation
import StuntKit

/// Compares a replay's transcript with a session's expectations: output, `[failed]` status,
/// and what the end of the session reported (effects still running).
public enum SessionChecker {
  /// - Parameter progress: told the line of each command before its output is matched.
  public static func failures(
    _ document: SessionDocument, _ transcript: ReplayTranscript, progress: (Int) -> Void = { _ in }
  ) -> [FileFailure] {
    var failures: [FileFailure] = []
    for (index, block) in document.commands.enumerated() {
      progress(block.line)
      guard index < transcript.outputs.count else {
        if let quit = transcript.outputs.last, quit.status == .quit {
          failures.append(FileFailure(
            line: block.line,
            summary: "`\(block.command)` never ran: `quit` at line \(document.commands[index - 1].line) ended the session"))
        }
        break
      }
      let output = transcript.outputs[index]
      if !outputMatches(block, output) {
        failures.append(FileFailure(
          line: block.line,
          summary: "`\(block.command)` printed something else (- expected, + actual)",
          details: MismatchDiff.render(block.expected, output.lines.map(SessionWriter.normalized))))
      }
      if output.failed, !block.expectsFailure {
        failures.append(FileFailure(
          line: block.line,
          summary: "`\(block.command)` failed, but no `[failed]` follows it",
          details: output.lines.filter { [.fail, .error].contains(OutcomeMark.of($0)) }.map { "    " + $0 }))
      } else if !output.failed, let failedLine = block.failedLine {
        failures.append(FileFailure(
          line: failedLine, summary: "`\(block.command)` succeeded, but `[failed]` says it should fail"))
      }
    }
    let endFailures = transcript.end.lines.filter { OutcomeMark.of($0) == .fail }
    if transcript.end.status == .failed {
      let stillRunning = endFailures.contains { $0.contains(" is still running ") }
      failures.append(FileFailure(
        line: document.commands.last?.line ?? 1,
        summary: stillRunning && document.isExhaustive
          ? "the session ended with effects still running (add `% exhaustivity off` to allow it)"
          : "the end of the session reported failures",
        details: endFailures.map { "    " + withLines($0, document) }))
    }
    return failures + transcript.unmetGoals
  }

  /// Whether a command printed what its block expects (its `[failed]` status aside).
  static func outputMatches(_ block: CommandBlock, _ output: CommandReport) -> Bool {
    LineMatcher.matches(block.expected, output.lines.map(SessionWriter.normalized))
  }

  /// `command 3)` in engine messages, with the file line of that command added.
  static func withLines(_ message: String, _ document: SessionDocument) -> String {
    var result = message
    for number in (1...max(1, document.commands.count)).reversed() {
      guard let line = document.line(ofCommand: number) else { continue }
      result = result.replacingOccurrences(of: "command \(number))", with: "command \(number), \(document.path):\(line))")
    }
    return result
  }
}
