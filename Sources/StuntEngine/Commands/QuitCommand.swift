struct QuitCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "quit",
    aliases: ["exit"],
    summary: "leave (Ctrl-D too)",
    usage: "quit"
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(0...0)
  }
}
