/// JUnit XML for CI dashboards: one `<testcase>` per session file, failures as plain text.
public enum JUnitReport {
  public static func xml(_ results: [FileResult]) -> String {
    let counts = ReplayCounts(results)
    let total = results.reduce(Duration.zero) { $0 + $1.duration }
    let tally = #"tests="\#(results.count)" failures="\#(counts.failed)" errors="\#(counts.invalid)" skipped="\#(counts.skipped)" time="\#(seconds(total))""#
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="stunt replay" \#(tally)>"#,
      #"  <testsuite name="sessions" \#(tally)>"#,
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
        let message = result.failures.first?.summary ?? "failed"
        lines += [
          open + ">",
          #"      <failure message="\#(escape(message))">"# + escape(result.failureLines.joined(separator: "\n")) + "</failure>",
          "    </testcase>",
        ]
      case .invalid(let error):
        lines += [
          open + ">",
          #"      <error message="\#(escape(error.message))">"# + escape(result.failureLines.joined(separator: "\n")) + "</error>",
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
