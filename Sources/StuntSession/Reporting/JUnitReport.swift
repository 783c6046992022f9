import StuntKit

/// JUnit XML for CI dashboards: one `<testcase>` per session file, failures as plain text, and
/// Stunt's version as a property of the suite (where JUnit's schema allows properties).
/// A case's `classname` is its folder (`Samples/counter/x.session` is in `Samples.counter`) and
/// its `name` the file, so dashboards group sessions by module.
public enum JUnitReport {
  public static func xml(_ results: [FileResult]) -> String {
    let counts = ReplayCounts(results)
    let total = results.reduce(Duration.zero) { $0 + $1.duration }
    let tally = #"tests="\#(results.count)" failures="\#(counts.failed)" errors="\#(counts.invalid)" skipped="\#(counts.skipped)" time="\#(seconds(total))""#
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="stunt replay" \#(tally)>"#,
      #"  <testsuite name="sessions" \#(tally)>"#,
      // Which Stunt replayed them: a dashboard comparing runs sees a new version as the cause.
      "    <properties>",
      #"      <property name="stunt.version" value="\#(escape(StuntVersion.current))"/>"#,
      "    </properties>",
    ]
    for result in results {
      let path = escape(result.path)
      let (classname, name) = caseNames(result.path)
      let open =
        #"    <testcase classname="\#(escape(classname))" name="\#(escape(name))" file="\#(path)" time="\#(seconds(result.duration))""#
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

  /// The folder as a dotted class name, and the file's name. A file with no folder (`README.md`)
  /// is a class of its own, named without its extension.
  static func caseNames(_ path: String) -> (classname: String, name: String) {
    let components = path.split(separator: "/").filter { $0 != "." }.map(String.init)
    let name = components.last ?? path
    let folders = components.dropLast()
    guard !folders.isEmpty else {
      return (String(name.split(separator: ".", omittingEmptySubsequences: false).first ?? Substring(name)), name)
    }
    return (folders.joined(separator: "."), name)
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
