struct HelpCommand: ReplCommand {
  static let command = Argument.optional("command", .command)

  static let configuration = CommandConfiguration(
    name: "help",
    summary: "list commands, or one command's usage and examples",
    forms: [CommandForm(command, run: run)],
    examples: ["help", "help send"],
    transcript: .unnumbered
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    guard let name = arguments[Self.command]?.text else {
      let width = Commands.all.map { $0.configuration.name.count }.max() ?? 0
      context.print("commands:")
      for command in Commands.all {
        let configuration = command.configuration
        context.print("  " + configuration.name.padded(to: width) + "  " + configuration.summary)
      }
      context.print("`help <command>` shows a command's usage and examples; Ctrl-D or `quit` leaves")
      context.print("guides, a topic each (sessions, plugins, your own code, the workshop): docs/ in Stunt's source, "
        + "/usr/share/doc/stunt/docs with the Debian package; `man stunt` once installed")
      return
    }
    guard let command = Commands.named(name) else {
      throw Suggestion.unknown("command", name, among: Commands.all.map { $0.configuration.name })
    }
    let configuration = command.configuration
    for (index, usage) in configuration.usage.enumerated() {
      context.print((index == 0 ? "usage: " : "       ") + usage)
    }
    context.print("  " + configuration.summary)
    if !configuration.aliases.isEmpty {
      context.print("  also: " + configuration.aliases.joined(separator: ", "))
    }
    context.print(configuration.discussion.map { "  " + context.settings.namingThisTool($0) })
    if !configuration.examples.isEmpty {
      context.print("examples:")
      context.print(configuration.examples.map { "  " + $0 })
    }
  }
}
