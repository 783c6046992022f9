import StuntKit

/// What runs a session's commands: the engine's sandbox conforms. One fresh host per file.
@MainActor
public protocol SessionHost: AnyObject {
  /// Runs one command line as typed at the prompt.
  func run(_ command: String) async -> CommandReport
  /// Ends the session: effects still running are reported (as FAIL lines, when exhaustive).
  func finish() async -> CommandReport
  /// What the file's directives set before its first command (exhaustivity, TestStore's
  /// receive discipline, the dependency context).
  var mode: SessionMode { get set }
  /// Set while a file is replayed: commands with side effects outside the sandbox (`save`)
  /// refuse to run.
  var isReplaying: Bool { get set }
  /// The language `explain` and the learn loop speak.
  var language: Language { get set }
  /// Why a lesson's goal does not hold now, `printed` being what the step's commands printed so
  /// far; nil when it holds.
  func unmet(_ goal: LessonGoal, printed: [CommandReport]) async -> String?
}
