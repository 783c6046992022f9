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
        let line = expected[index]
        let note = line.annotation.map { "   [\($0) matched nothing]" } ?? ""
        rows.append((true, row("-", line.line, line.text, width) + note))
      case .actualOnly(let index):
        rows.append((true, row("+", nil, SessionWriter.escaped(actual[index]), width)))
      }
    }
    var shown: [String] = []
    var hidden = 0
    for (index, current) in rows.enumerated() {
      let near = rows[max(0, index - context)...min(rows.count - 1, index + context)].contains { $0.changed }
      if near {
        if hidden > 0 { shown.append("    " + String(repeating: " ", count: width) + "   (\(hidden) matching line\(hidden == 1 ? "" : "s"))") }
        hidden = 0
        shown.append(current.text)
      } else {
        hidden += 1
      }
    }
    if hidden > 0 { shown.append("    " + String(repeating: " ", count: width) + "   (\(hidden) matching line\(hidden == 1 ? "" : "s"))") }
    return shown
  }

  static func row(_ marker: String, _ line: Int?, _ text: String, _ width: Int) -> String {
    let number = line.map(String.init) ?? ""
    let padded = String(repeating: " ", count: max(0, width - number.count)) + number
    return "  \(marker) \(padded) | \(text)"
  }
}
