import StuntKit
import StuntSession

extension Sandbox {
  /// Why a lesson's goal does not hold now, `printed` being what the step's commands printed so
  /// far; nil when it holds. An `expect` goal is the `expect` command run quietly: it is
  /// neither printed, nor recorded, nor counted as a failure of the session.
  func unmetReason(_ goal: LessonGoal, printed: [CommandReport]) async -> String? {
    switch goal.check {
    case .prints(let text):
      return printed.contains { $0.lines.contains { $0.contains(text) } } ? nil : "no command of the step printed '\(text)'"
    case .expect(let text):
      let configuration = ExpectCommand.configuration
      let context = CommandContext(sandbox: self, command: configuration.name + " " + text, file: nil, line: 0)
      do {
        let tokens = try Lexer.split(context.command)
        _ = try context.module()
        let (form, arguments) = try ArgumentMatcher.match(Array(tokens.dropFirst()), configuration)
        try await form.run(arguments, context)
      } catch let error as InputError {
        return error.message
      } catch {
        return (error as? CommandError)?.message ?? "\(error)"
      }
      guard context.failed else { return nil }
      let failure = context.lines.first { OutcomeMark.of($0) == .fail } ?? ""
      return String(failure.dropFirst(OutcomeMark.fail.rawValue.count))
    }
  }
}
