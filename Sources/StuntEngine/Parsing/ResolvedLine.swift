/// A line as the sandbox runs it, resolved once: its tokens, its command, and the form its words
/// take. The REPL, `run`, a restore, lesson goals and `resume` all take their lines through it,
/// and what a line is to the transcript comes from its command's declaration.
@MainActor
struct ResolvedLine {
  let text: String
  let tokens: [Token]
  let command: (any ReplCommand.Type)?
  /// The form its words take, or why they fit none; nil without a command.
  let match: Result<(form: CommandForm, arguments: Arguments), CommandError>?

  init(_ text: String) throws(InputError) {
    self.text = text
    tokens = try Lexer.split(text)
    let name = tokens.first?.text ?? ""
    command = Commands.named(name)
    let words = Array(tokens.dropFirst())
    match = command.map { command in
      Result { () throws(CommandError) in
        let (form, arguments) = try ArgumentMatcher.match(words, command.configuration)
        return (form, arguments)
      }
    }
  }

  var name: String { tokens.first?.text ?? "" }

  /// It steers the lesson being played rather than the sandbox (`CommandForm.steersLesson`): never
  /// a step's answer, never in a transcript. Words that take no form count as the command's forms do.
  var steersLesson: Bool {
    guard let command else { return false }
    guard case .success(let matched)? = match else { return command.configuration.forms.allSatisfy(\.steersLesson) }
    return matched.form.steersLesson
  }

  /// In the transcript: `history` lists it, `save` writes it.
  var isRecorded: Bool { command?.configuration.transcript != .leftOut && !steersLesson }

  /// Recorded and numbered, as `history` numbers it and a test keeps it.
  var isNumbered: Bool { isRecorded && command?.configuration.transcript != .unnumbered }

  /// Run again by `resume`: not what wrote files or ended the session then.
  var isResumed: Bool { isRecorded && command?.configuration.endsSession != true }

  var needsModule: Bool { command?.configuration.needsModule ?? false }

  /// Runs the line's form against the sandbox `context` belongs to: refused (thrown) when no
  /// command has its name, its command needs a module and none is loaded, or its words fit no form.
  func run(in context: CommandContext) async throws(CommandError) {
    guard let command, let match else {
      let names = Commands.all.flatMap { [$0.configuration.name] + $0.configuration.aliases }
      throw Suggestion.unknown("command", name, among: names, hint: "see 'help'")
    }
    if command.configuration.needsModule { _ = try context.module() }
    let (form, arguments) = try match.get()
    try await form.run(arguments, context)
  }
}
