import ArgumentParser
import Foundation
import StuntFiles

/// The command line of `stunt`, and of every executable built on it (`StuntTool`).
struct StuntCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    let tool = StuntTool.current
    return CommandConfiguration(
      commandName: tool.name,
      abstract: "A REPL sandbox for experimenting with test doubles.",
      version: tool.versionLine,
      subcommands: [ReplSubcommand.self, ReplaySubcommand.self, LearnSubcommand.self, TrustSubcommand.self, VersionSubcommand.self]
        + tool.subcommands + (CommandLine.arguments.contains(dumpHelp) ? [] : internalSubcommands),
      defaultSubcommand: ReplSubcommand.self
    )
  }

  /// What only Stunt and its Makefile run. Left out of the help dumped for `generate-manual`,
  /// which lists every subcommand, hidden or not, and so would put them in the man page.
  static let internalSubcommands: [any ParsableCommand.Type] = [
    PluginExecSubcommand.self, PluginServeSubcommand.self, ManualSectionSubcommand.self,
  ]
  static let dumpHelp = "--experimental-dump-help"

  /// `stunt` alone starts the REPL without parsing: argument-parser's reflection costs a few
  /// milliseconds of the time to the first prompt. Usage errors exit with 2, as DESIGN.md
  /// promises for scripts and replays alike.
  static func start() async -> Never {
    // A write past `ulimit -f` fails with an error `save` reports, instead of killing the
    // process and the session with it.
    signal(SIGXFSZ, SIG_IGN)
    if let parent = PluginServeSubcommand.parent(in: Array(CommandLine.arguments.dropFirst())) {
      do { try await PluginServeSubcommand.serve(parent: parent) } catch { Foundation.exit(3) }
    }
    if CommandLine.arguments.count == 1 {
      Foundation.exit(await ReplLauncher.start(echo: false, settle: nil, resume: false, plugins: PluginChoice()))
    }
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      Foundation.exit(0)
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // `--help`: what was asked for, on standard output.
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      FileHandle.standardError.write(Data((errorLine(for: error) + "\n").utf8))
      Foundation.exit(code == .validationFailure ? 2 : 1)
    }
  }

  /// argument-parser's message as one `error:` line, like every other error Stunt prints:
  /// `error: unknown option '--bogus' — usage: stunt repl [--echo] [--settle <settle>]`.
  static func errorLine(for error: any Error) -> String {
    var message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    if let first = message.first, first.isUppercase, message.dropFirst().first?.isLowercase == true {
      message = first.lowercased() + message.dropFirst()
    }
    let usage = fullMessage(for: error).split(separator: "\n").first { $0.hasPrefix("Usage: ") }
    return "error: " + SpelledOut.text(message) + (usage.map { " — usage: " + $0.dropFirst("Usage: ".count) } ?? "")
  }
}
