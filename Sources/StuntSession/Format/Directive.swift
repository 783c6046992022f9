import Foundation
import StuntKit

/// A `% ...` line at column 0: a setting for the whole file.
public enum Directive: Equatable, Sendable {
  /// `% exhaustivity off`: effects still running at the end do not fail the file (nor, with
  /// `% teststore on`, actions received and never asserted); `off showSkippedAssertions` says
  /// what it lets go.
  case exhaustivity(Exhaustivity)
  /// `% teststore on`: actions fed back by effects queue until `receive` asserts them, as in
  /// TCA's TestStore.
  case testStore(Bool)
  /// `% context test`: every slot starts at its test value (swift-dependencies' test context).
  case context(DependencyContext)
  /// `% skip <reason>`: the file is reported as SKIP and not run.
  case skip(String)
  /// `% timeout <duration>`: this file's time limit, instead of `--timeout`.
  case timeout(Duration)
  /// `% lesson <title>`: the file is a lesson, which `stunt learn` plays step by step.
  case lesson(String)
  /// `% step <task>`: a lesson's exercise starts; the commands after it, up to the next step,
  /// are its reference solution.
  case step(String)
  /// `% goal <subject> <operator> <value>` or `% goal prints <text>`: what must hold once the
  /// step is done (see `LessonGoal`).
  case goal(LessonGoal)
  /// `% hint <text>`: told to a learner who asks, one at a time.
  case hint(String)
  /// `% teaches <term> ...`: the `explain` terms a lesson shows.
  case teaches([String])
  /// `% language ko`: the file replays in that language (`explain`, the learn loop); a lesson's
  /// translation says so.
  case language(Language)

  static let known = [
    "exhaustivity " + Exhaustivity.spellings.joined(separator: "|"), "teststore " + OnOff.words.joined(separator: "|"),
    "context " + DependencyContext.allCases.map(\.rawValue).joined(separator: "|"), "skip <reason>", "timeout <duration>", "lesson <title>", "step <task>",
    "goal <subject> <operator> <value>", "goal prints <text>", "hint <text>", "teaches <term> ...",
    "language " + Language.allCases.map(\.rawValue).joined(separator: "|"),
  ]

  init(parsing text: String, line: Int) throws(SessionParseError) {
    let words = text.dropFirst().split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch (words.first, words.count) {
    case ("exhaustivity", _):
      guard let exhaustivity = Exhaustivity(words: Array(words.dropFirst())) else {
        throw SessionParseError(
          line: line, message: "exhaustivity takes " + Exhaustivity.spellings.map { "'\($0)'" }.joined(separator: ", ")
            + "; got '\(words.dropFirst().joined(separator: " "))'")
      }
      self = .exhaustivity(exhaustivity)
    case ("teststore", 2) where OnOff(rawValue: words[1]) != nil:
      self = .testStore(OnOff(rawValue: words[1])?.isOn == true)
    case ("context", 2):
      guard let context = DependencyContext(rawValue: words[1]) else {
        throw SessionParseError(
          line: line, message: "'\(words[1])' is no dependency context — "
            + DependencyContext.allCases.map(\.rawValue).joined(separator: " or "))
      }
      self = .context(context)
    case ("skip", _):
      self = .skip(words.dropFirst().joined(separator: " "))
    case ("timeout", 2):
      guard let duration = DurationText.parse(words[1]) else {
        throw SessionParseError(line: line, message: "'\(words[1])' is not a duration (e.g. 30s, 2m)")
      }
      self = .timeout(duration)
    case ("language", 2):
      guard let language = Language(rawValue: words[1]) else {
        throw SessionParseError(
          line: line, message: "'\(words[1])' is no language Stunt speaks — " + Language.allCases.map(\.rawValue).joined(separator: ", "))
      }
      self = .language(language)
    case ("teaches", 2...):
      self = .teaches(Array(words.dropFirst()))
    case ("lesson", 2...), ("step", 2...), ("goal", 2...), ("hint", 2...):
      // The rest of the line as written: a hint may hold a command with its spacing.
      let text = String(text.dropFirst().drop { $0 == " " }.dropFirst(words[0].count)).trimmingCharacters(in: .whitespaces)
      switch words[0] {
      case "lesson": self = .lesson(text)
      case "step": self = .step(text)
      case "goal": self = .goal(try LessonGoal(parsing: text, line: line))
      default: self = .hint(text)
      }
    default:
      throw SessionParseError(
        line: line,
        message: "unknown directive '\(text)' — directives are: " + Directive.known.map { "% " + $0 }.joined(separator: ", "))
    }
  }
}
