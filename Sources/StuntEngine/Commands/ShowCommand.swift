import StuntKit

struct ShowCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    summary: "in a lesson: the lesson's own commands for the step you are at",
    forms: [CommandForm(run: run)],
    examples: ["show"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let language = context.sandbox.settings.language
    guard let lesson = context.sandbox.lesson else { throw CommandError(LearnTexts.noLesson(language)) }
    context.print(lesson.show(language))
  }
}
