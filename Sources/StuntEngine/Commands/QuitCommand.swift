struct QuitCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "quit",
    aliases: ["exit"],
    summary: "leave (Ctrl-D too)",
    forms: [CommandForm(run: run)],
    endsSession: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
  }
}
