import StuntKit

struct SkipCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "skip",
    summary: "in a lesson: do this step as the lesson does, and go on to the next",
    forms: [CommandForm(run: run)],
    examples: ["skip"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    guard let lesson = context.sandbox.lesson else { throw CommandError(LearnTexts.noLesson(context.sandbox.settings.language)) }
    context.print(await lesson.skip(in: context.sandbox))
  }
}
