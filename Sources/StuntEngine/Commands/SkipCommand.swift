import StuntKit

struct SkipCommand: ReplCommand {
  /// TestStore's `strict: false`: with nothing to skip, said, not failed.
  static let lenient = Argument.optional("strict=false", .choice(["strict=false"]))

  static let configuration = CommandConfiguration(
    name: "skip",
    summary: "`skip received`, `skip effects`: as TestStore's; alone, in a lesson: `solve`",
    forms: [
      CommandForm(steersLesson: true, run: SolveCommand.run), CommandForm("received", lenient, run: received),
      CommandForm("effects", lenient, run: effects),
    ],
    examples: ["skip", "skip received", "skip effects", "skip effects strict=false"],
    discussion: [
      "Alone, in a lesson: `solve` (the step is done as the lesson does it, and the lesson goes on).",
      "`skip received` (TestStore.skipReceivedActions): the actions received and not yet asserted are",
      "let go; with `teststore on` the state moves on past them, with its diff. It fails when there",
      "was nothing to skip (\"There were no received actions to skip.\"), as TestStore's strict default.",
      "`skip effects` (TestStore.skipInFlightEffects): the effects still running are no longer waited",
      "for, each named: they are not cancelled, and what they send later is still received, but",
      "`finish`, `unload`, `reset` and the end no longer wait for or report them (`effects cancel`",
      "cancels them). With none running it fails (\"There were no in-flight effects to skip.\"), as TestStore's.",
      "`strict=false` after either (TestStore's `strict: false`): with nothing to skip, it says so and passes.",
    ]
  )

  static func received(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await context.testStore.skipReceived(strict: arguments[lenient] == nil, context.module(), context)
  }

  static func effects(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await context.testStore.skipEffects(strict: arguments[lenient] == nil, context.module(), context)
  }
}
