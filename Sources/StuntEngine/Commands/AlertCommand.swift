struct AlertCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "alert",
    summary: "the alert shown: its case, title and message; or `no alert`",
    forms: [CommandForm(run: run)],
    needsModule: true
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.print(try await context.module().alert?.line ?? "no alert")
  }
}
