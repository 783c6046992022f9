struct SkipCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "skip",
    summary: "in a lesson: do this step as the lesson does, and go on to the next",
    forms: [CommandForm(run: run)],
    examples: ["skip"]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.print(try await context.lesson().skip(in: context.sandbox))
  }
}
