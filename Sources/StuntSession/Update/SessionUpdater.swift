/// Rewrites a session's expectations from a replay: only the commands the mode selects, with
/// prose, directives and the wildcards that still match kept as they were. `[failed]` is never
/// added or removed: whether a command should fail is the author's claim, and a recording must
/// not turn a failing expectation into an expected failure.
public enum SessionUpdater {
  /// The new text of the file and how many commands changed, or nil when nothing changes.
  public static func update(
    _ document: SessionDocument, with transcript: ReplayTranscript, mode: UpdateMode, progress: (Int) -> Void = { _ in }
  ) -> (text: String, rewritten: Int)? {
    guard mode != .never else { return nil }
    var lines = document.lines
    var rewritten = 0
    for (index, block) in document.commands.enumerated().reversed() where index < transcript.outputs.count {
      let output = transcript.outputs[index]
      progress(block.line)
      let selected: Bool
      switch mode {
      case .never: selected = false
      case .missing: selected = block.awaitsOutput
      case .failed: selected = !SessionChecker.outputMatches(block, output)
      case .all: selected = true
      }
      guard selected else { continue }
      let replacement = expectation(block, output).map { "  " + $0 }
      if Array(lines[block.outputLines]) != replacement {
        lines.replaceSubrange(block.outputLines, with: replacement)
        rewritten += 1
      }
    }
    guard rewritten > 0 else { return nil }
    return (document.text(with: lines), rewritten)
  }

  /// New expected lines: the old ones that still match (wildcards included) where they match,
  /// the actual output where they do not, and the block's own `[failed]`, if it had one.
  static func expectation(_ block: CommandBlock, _ output: CommandReport) -> [String] {
    let actual = output.lines.map(SessionWriter.normalized)
    var lines: [String] = []
    for step in LineMatcher.align(block.expected, actual) {
      switch step {
      case .matched(let index, _): lines.append(block.expected[index].text)
      case .expectedOnly: break
      case .actualOnly(let index), .changed(_, let index): lines.append(SessionWriter.escaped(actual[index]))
      }
    }
    return lines + (block.expectsFailure ? ["[failed]"] : [])
  }
}
