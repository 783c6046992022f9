/// A REPL command: one small type carrying its name, summary, forms and examples, the way
/// swift-argument-parser gives each command its own configuration. `help`, usage errors and
/// completion are generated from these, so they cannot drift from the commands.
@MainActor
protocol ReplCommand {
  static var configuration: CommandConfiguration { get }
}
