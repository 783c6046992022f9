import StuntFiles
import StuntKit

/// `PASS path` / `FAIL path` with each failure at `file:line` and its diff / `SKIP path`, and
/// a last line `N passed, N failed` (`, N skipped`). Colour only when asked (a TTY, no NO_COLOR).
struct HumanReporter: ReplayReporter {
  let colour: Bool

  func start() -> String { "" }

  func report(_ result: FileResult, number: Int) -> String {
    var lines: [String] = []
    // A file named with a line break or an escape code prints as its name, spelled out.
    let path = SpelledOut.text(result.path)
    switch result.status {
    case .passed:
      lines.append(paint("PASS", "32") + " " + path + updated(result))
    case .failed:
      lines.append(paint("FAIL", "31") + " " + path + updated(result))
      lines += result.failureLines.map { "  " + SpelledOut.text($0, keepingTabs: true) }
    case .skipped(let reason):
      lines.append(paint("SKIP", "33") + " " + path + (reason.isEmpty ? "" : " (\(SpelledOut.text(reason)))"))
    case .invalid(let error):
      lines.append(paint("FAIL", "31") + " " + path)
      lines.append("\(path):\(error.line): " + paint("error:", "31") + " \(SpelledOut.text(error.message))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func summary(_ results: [FileResult]) -> String {
    summaryLine(results) + "\n"
  }

  private func updated(_ result: FileResult) -> String {
    result.rewritten == 0 ? "" : " (updated \(result.rewritten.counted("command")))"
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
