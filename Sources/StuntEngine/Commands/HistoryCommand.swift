struct HistoryCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "history",
    summary: "the commands entered so far, numbered as effects refer to them",
    usage: "history"
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(0...0)
    let entered = context.sandbox.transcript.map(\.command)
    let width = String(entered.count).count
    for (index, line) in entered.enumerated() {
      context.print(String(index + 1).leftPadded(to: width, with: " ") + "  " + line)
    }
  }
}
