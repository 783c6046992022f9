import StuntKit
import StuntSession

/// A sandbox replays session files: each file gets a fresh one.
extension Sandbox: SessionHost {
  public func run(_ command: String) async -> CommandReport {
    await execute(command)
  }

  public func finish() async -> CommandReport {
    await end()
  }

  public func unmet(_ goal: LessonGoal, printed: [CommandReport]) async -> String? {
    await unmetReason(goal, printed: printed)
  }

  public var isExhaustive: Bool {
    get { settings.exhaustive }
    set { settings.exhaustive = newValue }
  }

  public var language: Language {
    get { settings.language }
    set { settings.language = newValue }
  }
}
