struct ShowCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "show",
    summary: "in a lesson: the lesson's own commands for the step you are at",
    forms: [CommandForm(steersLesson: true, run: run)],
    examples: ["show"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.print(try context.lesson().show(context.settings.language))
  }
}
