import StuntSession

struct ClearCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "clear",
    summary: "clear the screen (Ctrl-L too); nothing else changes",
    forms: [CommandForm(run: run)],
    discussion: ["On a terminal only: a script or a saved session leaves it out."],
    transcript: .leftOut
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.requestTerminal(.clearScreen)
  }
}
