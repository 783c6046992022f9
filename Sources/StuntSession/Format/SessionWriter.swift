import StuntFiles

/// Writes commands and their output in the session format. Output lines that would read as
/// markup get a leading `\`, and no line ends in whitespace, which editors strip.
public enum SessionWriter {
  /// One command and what it printed, as indented session lines.
  public static func lines(command: String, output: [String], failed: Bool) -> [String] {
    ["  > " + normalized(command).drop { $0 == " " || $0 == "\t" }] + output.map { "  " + escaped(normalized($0)) }
      + (failed ? ["  [failed]"] : [])
  }

  /// A whole transcript, ending with a newline; `header` lines (prose, directives) come first.
  public static func text(_ entries: [(command: String, output: [String], failed: Bool)], header: [String] = []) -> String {
    var lines = header
    if !header.isEmpty { lines.append("") }
    for entry in entries {
      lines += Self.lines(command: entry.command, output: entry.output, failed: entry.failed)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How an actual output line is written as an expectation that matches exactly that line:
  /// as it is, or with a leading `\` where it would read as markup. A line that itself ends
  /// in ` (re)` can only be written as a regular expression matching it.
  public static func escaped(_ line: String) -> String {
    if line.hasSuffix(" (re)") {
      // Outside printable ASCII, every scalar is spelled `\u{...}`: Swift's Regex refuses a
      // combining mark after a character that could be a metacharacter, and a tab would read
      // as indentation (both found by `make fuzz`).
      var pattern = ""
      for scalar in line.unicodeScalars {
        if !(0x20..<0x7F).contains(scalar.value) {
          pattern += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
          continue
        }
        if "\\^$.|?*+()[]{}".unicodeScalars.contains(scalar) { pattern += "\\" }
        pattern.unicodeScalars.append(scalar)
      }
      return pattern + " (re)"
    }
    // A tab in the leading whitespace would read as a tab in the indentation, which the
    // parser refuses (found by `make fuzz`).
    let markup =
      line.isEmpty || line == "..." || line == "[failed]" || line.hasPrefix("\\") || line.containsGlobHole
      || line == ">" || line.hasPrefix("> ") || line.prefix(while: { $0 == " " || $0 == "\t" }).contains(where: { $0 == "\t" })
    return markup ? "\\" + line : line
  }

  /// Actual output as it is compared and written: trailing whitespace dropped (it is invisible
  /// and editors strip it) and control characters spelled out (`\u{1B}`), so no escape code
  /// leaks into a file or a CI log.
  public static func normalized(_ line: String) -> String {
    var result = SpelledOut.text(line, keepingTabs: true)
    while result.last == " " || result.last == "\t" { result.removeLast() }
    return result
  }
}
