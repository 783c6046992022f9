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
    await unmetReason(ResolvedGoal(goal), printed: printed)
  }

  public var mode: SessionMode {
    get { SessionMode(exhaustivity: settings.exhaustivity, testStore: settings.testStore, context: settings.context) }
    set {
      settings.exhaustivity = newValue.exhaustivity
      settings.testStore = newValue.testStore
      settings.context = newValue.context ?? settings.context
    }
  }

  public var isReplaying: Bool {
    get { settings.isReplaying }
    set { settings.isReplaying = newValue }
  }

  public var language: Language {
    get { settings.language }
    set { settings.language = newValue }
  }
}
