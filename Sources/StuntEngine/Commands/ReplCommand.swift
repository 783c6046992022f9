/// A REPL command: one small type carrying its name, summary, usage and examples, the way
/// swift-argument-parser gives each command its own configuration. `help` and completion are
/// generated from these, so they cannot drift from the commands.
@MainActor
protocol ReplCommand {
  static var configuration: CommandConfiguration { get }
  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError)
}

struct CommandConfiguration: Sendable {
  var name: String
  var aliases: [String] = []
  /// One line, lower case, no final period: shown by `help`.
  var summary: String
  /// The synopsis: `use <slot> <variant> [key=value ...]`.
  var usage: String
  var examples: [String] = []
  /// More lines for `help <command>`.
  var discussion: [String] = []
  /// What each positional argument is, for tab completion.
  var completion: [ArgumentKind] = []
  /// Commands that need a module (`send`, `deps` ...) are refused with a hint when none is loaded.
  var needsModule = false
}

/// What an argument names, so tab completion knows what to offer.
enum ArgumentKind: Sendable {
  case command
  case module
  case input
  case slot
  /// A variant of the slot named by the argument at this index.
  case variant(slotArgument: Int)
  case slotMethod
  case slotOrMethod
  case field
  case statePath
  case expectSubject
  case term
  case path
  case words([String])
}

/// A rejected command: printed as `error: <message>`; nothing changed.
public struct CommandError: Error, Equatable, Sendable {
  public var message: String
  init(_ message: String) { self.message = message }
}
