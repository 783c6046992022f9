import ArgumentParser
import Foundation

@main
struct StuntCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stunt",
    abstract: "A REPL sandbox for experimenting with test doubles.",
    subcommands: [ReplSubcommand.self, ReplaySubcommand.self, BackendSubcommand.self],
    defaultSubcommand: ReplSubcommand.self
  )

  /// `stunt` alone starts the REPL without parsing: argument-parser's reflection costs a few
  /// milliseconds of the time to the first prompt. Usage errors exit with 2, as DESIGN.md
  /// promises for scripts and replays alike.
  static func main() async {
    if CommandLine.arguments.count == 1 {
      Foundation.exit(await ReplLauncher.start(echo: false, settle: nil))
    }
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
