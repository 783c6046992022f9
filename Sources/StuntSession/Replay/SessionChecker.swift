/// Compares a replay's transcript with a session's expectations: output, `[failed]` status,
/// and what the end of the session reported (effects still running).
public enum SessionChecker {
  public static func failures(_ document: SessionDocument, _ transcript: ReplayTranscript) -> [FileFailure] {
    var failures: [FileFailure] = []
    for (index, block) in document.commands.enumerated() {
      guard index < transcript.outputs.count else {
        let quitLine = document.commands[transcript.outputs.count - 1].line
        failures.append(FileFailure(
          line: block.line,
          summary: "`\(block.command)` never ran: `quit` at line \(quitLine) ended the session"))
        break
      }
      let output = transcript.outputs[index]
      let actual = output.lines.map(SessionWriter.normalized)
      if !LineMatcher.matches(block.expected, actual) {
        failures.append(FileFailure(
          line: block.line,
          summary: "`\(block.command)` printed something else (- expected, + actual)",
          details: MismatchDiff.render(block.expected, actual)))
      }
      if output.didFail, !block.expectsFailure {
        failures.append(FileFailure(
          line: block.line,
          summary: "`\(block.command)` failed, but no `[failed]` follows it",
          details: output.lines.filter { $0.hasPrefix("FAIL: ") || $0.hasPrefix("error: ") }.map { "    " + $0 }))
      } else if !output.didFail, let failedLine = block.failedLine {
        failures.append(FileFailure(
          line: failedLine, summary: "`\(block.command)` succeeded, but `[failed]` says it should fail"))
      }
    }
    let endFailures = transcript.end.lines.filter { $0.hasPrefix("FAIL: ") }
    if !endFailures.isEmpty {
      failures.append(FileFailure(
        line: document.commands.last?.line ?? 1,
        summary: "the session ended with effects still running (add `% exhaustivity off` to allow it)",
        details: endFailures.map { "    " + withLines($0, document) }))
    }
    return failures
  }

  /// Whether command `index` needs its expectations rewritten to match.
  static func differs(_ block: CommandBlock, _ output: CommandOutput) -> Bool {
    !LineMatcher.matches(block.expected, output.lines.map(SessionWriter.normalized)) || output.didFail != block.expectsFailure
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

extension String {
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
