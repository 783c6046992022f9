struct RestartCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "restart",
    summary: "in a lesson: start it over, in a fresh sandbox",
    forms: [CommandForm(steersLesson: true, run: run)],
    examples: ["restart"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let lesson = try context.lesson()
    let sandbox = context.sandbox
    sandbox.learning.progress.record(lesson.entry.name, stepsDone: 0)
    context.print([LearnTexts.restarted(sandbox.settings.language)] + (await lesson.start(in: sandbox, stepsDone: 0)))
  }
}
