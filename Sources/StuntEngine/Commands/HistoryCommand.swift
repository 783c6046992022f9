struct HistoryCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "history",
    summary: "the commands entered so far, numbered as effects refer to them",
    forms: [CommandForm(run: run)]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let entered = context.sandbox.transcript.map(\.command)
    let width = String(entered.count).count
    for (index, line) in entered.enumerated() {
      context.print(String(index + 1).leftPadded(to: width, with: " ") + "  " + line)
    }
  }
}
