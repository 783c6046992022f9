import StuntKit

/// The commands of one session, sent to whatever replays them (in this process, or a worker
/// process as JSON).
public struct ReplayScript: Codable, Equatable, Sendable {
  /// A lesson's step: its goals must not all hold before its first command (a learner would
  /// pass it with any command) and must each hold after its last.
  public struct Step: Codable, Equatable, Sendable {
    public var line: Int
    /// 0-based indices into `commands`.
    public var first: Int
    public var last: Int
    public var goals: [LessonGoal]
  }

  public var commands: [String]
  public var mode: SessionMode
  public var steps: [Step] = []
  /// `% language ko`: the translation of a lesson replays as its learner sees it, `explain` and
  /// the learn loop in Korean.
  public var language: Language = .en

  public init(commands: [String], mode: SessionMode = SessionMode()) {
    self.commands = commands
    self.mode = mode
  }

  public init(_ document: SessionDocument) {
    self.init(commands: document.commands.map(\.command), mode: document.mode)
    language = document.language
    // A lesson's reference solution must reach each step's goals: a course cannot rot.
    let steps = (try? Lesson(document))??.steps ?? []
    self.steps = steps.map { step in
      Step(
        line: step.line, first: step.commands.first ?? 0, last: step.commands.last ?? 0, goals: step.goals)
    }
  }
}
