/// `solve`: the lesson's step done as the lesson does it. Bare `skip` does the same during a
/// lesson, as learners of the first workshops typed it; `skip received` and `skip effects` stay
/// TestStore's.
struct SolveCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "solve",
    summary: "in a lesson: do this step as the lesson does (`skip` alone too)",
    forms: [CommandForm(steersLesson: true, run: run)],
    examples: ["solve"],
    discussion: ["The lesson is played again quietly up to the step, with the step's own commands, and goes on."]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.print(try await context.lesson().skip(in: context.sandbox))
  }
}
