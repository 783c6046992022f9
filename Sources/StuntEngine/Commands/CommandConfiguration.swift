/// A command's name, summary, usage, examples and completion hints.
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
