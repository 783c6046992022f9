/// Every REPL command, in the order `help` lists them.
enum Commands {
  @MainActor static let all: [any ReplCommand.Type] = [
    HelpCommand.self,
    ModulesCommand.self,
    LoadCommand.self,
    UnloadCommand.self,
    ResetCommand.self,
    DepsCommand.self,
    UseCommand.self,
    StubCommand.self,
    InputsCommand.self,
    SendCommand.self,
    SetCommand.self,
    StateCommand.self,
    AlertCommand.self,
    CallsCommand.self,
    TreeCommand.self,
    ExpectCommand.self,
    MockCommand.self,
    VerifyCommand.self,
    AdvanceCommand.self,
    EffectsCommand.self,
    FinishCommand.self,
    ReceiveCommand.self,
    TestStoreCommand.self,
    ExhaustivityCommand.self,
    ContextCommand.self,
    ExplainCommand.self,
    LearnCommand.self,
    HintCommand.self,
    ShowCommand.self,
    SkipCommand.self,
    RestartCommand.self,
    BackendCommand.self,
    HistoryCommand.self,
    RunCommand.self,
    SaveCommand.self,
    ResumeCommand.self,
    ClearCommand.self,
    QuitCommand.self,
  ]

  @MainActor static func named(_ name: String) -> (any ReplCommand.Type)? {
    all.first { $0.configuration.name == name || $0.configuration.aliases.contains(name) }
  }

  @MainActor static func isQuit(_ command: any ReplCommand.Type) -> Bool {
    command == QuitCommand.self
  }

  /// `save` is not part of what it saves (nor of `history`): replaying a saved session must
  /// print what the session printed, command numbers included. `words` follow the command's name.
  @MainActor static func isLeftOutOfTranscripts(_ command: any ReplCommand.Type, _ words: [Token]) -> Bool {
    command == SaveCommand.self || command == ResumeCommand.self || command == ClearCommand.self
      || isLessonControl(command, words)
  }

  /// What steers a lesson rather than the sandbox (`CommandForm.steersLesson`): never a step's
  /// answer, never in a transcript. A line that takes no form counts as its command's forms do.
  @MainActor static func isLessonControl(_ command: any ReplCommand.Type, _ words: [Token]) -> Bool {
    let forms = command.configuration.forms
    guard let (form, _) = try? ArgumentMatcher.match(words, command.configuration) else { return forms.allSatisfy(\.steersLesson) }
    return form.steersLesson
  }

  /// What is kept in a session but not in the test `save` writes, and takes no number: help.
  @MainActor static func isLeftOutOfTests(_ command: any ReplCommand.Type) -> Bool {
    command == HelpCommand.self
  }

  /// What `resume` does not run again: what wrote files or ended the session then.
  @MainActor static func isLeftOutOfResume(_ command: any ReplCommand.Type, _ words: [Token]) -> Bool {
    isLeftOutOfTranscripts(command, words) || isQuit(command)
  }
}
