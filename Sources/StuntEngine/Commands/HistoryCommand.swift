struct HistoryCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "history",
    summary: "the commands that ran so far, numbered as effects refer to them",
    forms: [CommandForm(run: run)]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let entered = context.transcript.entries.compactMap { entry in entry.number.map { ($0, entry.command) } }
    let width = String(entered.last?.0 ?? 0).count
    for (number, line) in entered {
      context.print(String(number).leftPadded(to: width, with: " ") + "  " + line)
    }
  }
}
