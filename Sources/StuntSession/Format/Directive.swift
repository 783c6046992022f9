import StuntKit

/// A `% ...` line at column 0: a setting for the whole file.
public enum Directive: Equatable, Sendable {
  /// `% exhaustivity off`: effects still running at the end do not fail the file.
  case exhaustivity(Bool)
  /// `% skip <reason>`: the file is reported as SKIP and not run.
  case skip(String)
  /// `% timeout <duration>`: this file's time limit, instead of `--timeout`.
  case timeout(Duration)

  static let known = ["exhaustivity on|off", "skip <reason>", "timeout <duration>"]

  init(parsing text: String, line: Int) throws(SessionParseError) {
    let words = text.dropFirst().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch (words.first, words.count) {
    case ("exhaustivity", 2) where words[1] == "on" || words[1] == "off":
      self = .exhaustivity(words[1] == "on")
    case ("skip", _):
      self = .skip(words.dropFirst().joined(separator: " "))
    case ("timeout", 2):
      guard let duration = DurationText.parse(words[1]) else {
        throw SessionParseError(line: line, message: "'\(words[1])' is not a duration (e.g. 30s, 2m)")
      }
      self = .timeout(duration)
    default:
      throw SessionParseError(
        line: line,
        message: "unknown directive '\(text)' — directives are: " + Directive.known.map { "% " + $0 }.joined(separator: ", "))
    }
  }
}
