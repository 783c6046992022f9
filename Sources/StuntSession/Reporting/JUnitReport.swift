/// JUnit XML for CI dashboards: one `<testcase>` per session file, failures as plain text.
public enum JUnitReport {
  public static func xml(_ results: [FileResult]) -> String {
    let counts = results.counts
    let total = results.reduce(Duration.zero) { $0 + $1.duration }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="stunt replay" tests="\#(results.count)" failures="\#(counts.failed)" skipped="\#(counts.skipped)" time="\#(seconds(total))">"#,
      #"  <testsuite name="sessions" tests="\#(results.count)" failures="\#(counts.failed)" skipped="\#(counts.skipped)" time="\#(seconds(total))">"#,
    ]
    for result in results {
      let name = escape(result.path)
      let open = #"    <testcase classname="stunt.replay" name="\#(name)" file="\#(name)" time="\#(seconds(result.duration))""#
      switch result.status {
      case .passed:
        lines.append(open + "/>")
      case .skipped(let reason):
        lines += [open + ">", #"      <skipped message="\#(escape(reason))"/>"#, "    </testcase>"]
      case .failed:
        let text = result.failures.flatMap { ["\(result.path):\($0.line): \($0.summary)"] + $0.details }
        let message = result.failures.first?.summary ?? "failed"
        lines += [
          open + ">", #"      <failure message="\#(escape(message))">"# + escape(text.joined(separator: "\n")) + "</failure>",
          "    </testcase>",
        ]
      case .invalid(let error):
        lines += [
          open + ">",
          #"      <error message="\#(escape(error.message))">"# + escape("\(result.path):\(error.line): error: \(error.message)")
            + "</error>",
          "    </testcase>",
        ]
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\u{1B}": break
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        // XML 1.0 cannot carry other control characters at all.
        if scalar.value < 0x20 { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return String(Double(milliseconds) / 1000)
  }
}
