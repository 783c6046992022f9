import StuntKit

/// What must hold once a lesson's step is done, checked after every command the learner types
/// (and, in a replay, after the step's own commands):
///
/// ```
/// % goal alert == lackOfInformation          as `expect` takes it: state, alert, calls, effects
/// % goal calls.clubService.createClub == 0
/// % goal prints FAIL                         a line the step's commands printed holds the text
/// ```
public struct LessonGoal: Codable, Equatable, Sendable {
  public enum Check: Codable, Equatable, Sendable {
    /// `expect`'s arguments: `<subject> <operator> <value>`.
    case expect(String)
    /// Text a line printed by the step's commands holds.
    case prints(String)
  }

  public var check: Check
  /// The goal as written after `% goal`.
  public var text: String
  /// Its line in the lesson file, for a replay that finds it does not hold.
  public var line: Int

  static let printsWord = "prints"

  public init(parsing text: String, line: Int) throws(SessionParseError) {
    self.text = text
    self.line = line
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    if words.first == Substring(Self.printsWord) {
      guard words.count > 1 else {
        throw SessionParseError(line: line, message: "`% goal prints` needs the text a line of the output holds")
      }
      check = .prints(String(text.drop { $0 == " " }.dropFirst(Self.printsWord.count).drop { $0 == " " }))
      return
    }
    guard words.count >= 3, Comparison(rawValue: String(words[1])) != nil else {
      throw SessionParseError(
        line: line,
        message: "a goal is `<subject> <operator> <value>`, as `expect` takes it (operators: "
          + Comparison.words.joined(separator: " ") + "), or `prints <text>`; got '\(text)'")
    }
    check = .expect(text)
  }
}
