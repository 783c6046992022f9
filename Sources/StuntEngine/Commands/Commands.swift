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
    SolveCommand.self,
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
}
