import StuntKit

/// A numbered diff of a command's expected and actual output: `-` rows carry the file line of
/// the expectation that did not hold (and name its `(re)`, `[..]`), `+` rows what was printed
/// instead. Long runs of matching lines are shortened.
public enum MismatchDiff {
  public static func render(_ expected: [ExpectedLine], _ actual: [String], context: Int = 2) -> [String] {
    let steps = LineMatcher.align(expected, actual)
    let width = String(expected.map(\.line).max() ?? 0).count
    var rows: [(changed: Bool, text: String)] = []
    for step in steps {
      switch step {
      case .matched(let index, _):
        rows.append((false, row(" ", expected[index].line, expected[index].text, width)))
      case .expectedOnly(let index):
        rows.append((true, missing(expected[index], width)))
      case .changed(let index, let actualIndex):
        rows.append((true, missing(expected[index], width)))
        rows.append((true, row("+", nil, SessionWriter.escaped(actual[actualIndex]), width)))
      case .actualOnly(let index):
        rows.append((true, row("+", nil, SessionWriter.escaped(actual[index]), width)))
      }
    }
    var shown: [String] = []
    var hidden = 0
    func showHidden() {
      if hidden > 0 {
        shown.append("    " + String(repeating: " ", count: width) + "   (\(hidden.counted("matching line")))")
      }
      hidden = 0
    }
    for (index, current) in rows.enumerated() {
      let near = rows[max(0, index - context)...min(rows.count - 1, index + context)].contains { $0.changed }
      if near {
        showHidden()
        shown.append(current.text)
      } else {
        hidden += 1
      }
    }
    showHidden()
    return shown
  }

  /// A `-` row: the expectation that did not hold, naming its wildcard or regex.
  static func missing(_ line: ExpectedLine, _ width: Int) -> String {
    let note = line.annotation.map { "   [\($0) did not match]" } ?? ""
    return row("-", line.line, line.text, width) + note
  }

  /// Lines longer than this are cut in a diff: a megabyte line should not flood the report.
  static let widest = 200

  static func row(_ marker: String, _ line: Int?, _ text: String, _ width: Int) -> String {
    let number = line.map(String.init) ?? ""
    let padded = String(repeating: " ", count: max(0, width - number.count)) + number
    let shown = text.count > widest ? text.prefix(widest) + "… (\(text.count) characters)" : text
    return "  \(marker) \(padded) | \(shown)"
  }
}
