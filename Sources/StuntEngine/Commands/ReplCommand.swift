/// A REPL command: one small type carrying its name, summary, usage and examples, the way
/// swift-argument-parser gives each command its own configuration. `help` and completion are
/// generated from these, so they cannot drift from the commands.
@MainActor
protocol ReplCommand {
  static var configuration: CommandConfiguration { get }
  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError)
}
