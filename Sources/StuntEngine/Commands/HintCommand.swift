struct HintCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "hint",
    summary: "in a lesson: the next hint for the step you are at",
    forms: [CommandForm(steersLesson: true, run: run)],
    examples: ["hint"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.print(try context.lesson().hint(context.settings.language))
  }
}
