struct HelpCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "help",
    summary: "list commands, or one command's usage and examples",
    usage: "help [command]",
    examples: ["help", "help send"],
    completion: [.command]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(0...1)
    guard let name = arguments[0]?.text else {
      let width = Commands.all.map { $0.configuration.name.count }.max() ?? 0
      context.print("commands:")
      for command in Commands.all {
        let configuration = command.configuration
        context.print("  " + configuration.name.padded(to: width) + "  " + configuration.summary)
      }
      context.print("`help <command>` shows a command's usage and examples; Ctrl-D or `quit` leaves")
      return
    }
    guard let command = Commands.named(name) else {
      throw Suggestion.unknown("command", name, among: Commands.all.map { $0.configuration.name })
    }
    let configuration = command.configuration
    context.print("usage: " + configuration.usage)
    context.print("  " + configuration.summary)
    if !configuration.aliases.isEmpty {
      context.print("  also: " + configuration.aliases.joined(separator: ", "))
    }
    context.print(configuration.discussion.map { "  " + $0 })
    if !configuration.examples.isEmpty {
      context.print("examples:")
      context.print(configuration.examples.map { "  " + $0 })
    }
  }
}
