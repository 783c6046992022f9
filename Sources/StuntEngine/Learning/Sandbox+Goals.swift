import StuntKit
import StuntSession

/// A lesson goal, read once when its lesson loads: text the step must print, or an `expect`
/// line resolved as the sandbox runs lines (or why it cannot be read).
@MainActor
enum ResolvedGoal {
  case prints(String)
  case expect(ResolvedLine)
  case unreadable(String)

  init(_ goal: LessonGoal) {
    switch goal.check {
    case .prints(let text): self = .prints(text)
    case .expect(let text):
      do {
        self = .expect(try ResolvedLine(ExpectCommand.configuration.name + " " + text))
      } catch {
        self = .unreadable(error.message)
      }
    }
  }
}

extension Sandbox {
  /// Why a lesson's goal does not hold now, `printed` being what the step's commands printed so
  /// far; nil when it holds. An `expect` goal is the `expect` command run quietly: it is
  /// neither printed, nor recorded, nor counted as a failure of the session, and what it found
  /// is read from its run, not from what it would have printed.
  func unmetReason(_ goal: ResolvedGoal, printed: [CommandReport]) async -> String? {
    switch goal {
    case .unreadable(let reason):
      return reason
    case .prints(let text):
      return printed.contains { $0.lines.contains { $0.contains(text) } } ? nil : "no command of the step printed '\(text)'"
    case .expect(let line):
      let context = CommandContext(sandbox: self, command: line.text, file: nil, line: 0)
      do {
        try await line.run(in: context)
      } catch {
        return error.message
      }
      guard context.failed else { return nil }
      return context.failures.first ?? ""
    }
  }
}
