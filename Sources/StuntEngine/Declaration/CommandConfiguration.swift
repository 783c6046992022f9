/// A command's name, summary, forms and examples. Usage lines, arity errors, completion and
/// "did you mean" for its verbs all come from the forms.
struct CommandConfiguration: Sendable {
  var name: String
  var aliases: [String] = []
  /// One line, lower case, no final period: shown by `help`.
  var summary: String
  /// Each way to call it, in the order `help` shows them; a line is matched against all.
  var forms: [CommandForm]
  var examples: [String] = []
  /// More lines for `help <command>`.
  var discussion: [String] = []
  /// Commands that need a module (`send`, `deps` ...) are refused with a hint when none is loaded.
  var needsModule = false
  /// What it is to the transcript (`help` takes no number; `save` is not in what it saves).
  var transcript = TranscriptRole.numbered
  /// Running it ends the session (`quit`).
  var endsSession = false

  /// One line per form: `use <slot> <variant> [key=value ...]`.
  var usage: [String] { forms.map { $0.usage(name) } }
}
