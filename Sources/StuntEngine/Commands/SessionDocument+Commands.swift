import StuntKit
import StuntSession

extension SessionDocument {
  /// The directives a command says too, as those commands (`% teststore on` is `teststore on`),
  /// with their lines: what `run` and `resume` run before the file's own commands, so a file
  /// runs in the REPL as it replays.
  @MainActor var directiveCommands: [(line: Int, command: String)] {
    zip(directives, directiveLines).compactMap { directive, line in
      switch directive {
      case .exhaustivity(let exhaustivity): (line, ExhaustivityCommand.configuration.name + " " + exhaustivity.words)
      case .testStore(let on): (line, TestStoreCommand.configuration.name + " " + OnOff(on).rawValue)
      case .context(let context): (line, ContextCommand.configuration.name + " " + context.rawValue)
      default: nil
      }
    }
  }
}
