import ArgumentParser
import Foundation
import StuntEngine
import StuntTerminal

@main
struct StuntCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stunt",
    abstract: "A REPL sandbox for experimenting with test doubles.",
    discussion: """
      With no arguments, starts the REPL: libedit on a terminal, plain lines from a pipe.
      `stunt < script` exits 0 when every command succeeded and every expectation held,
      1 when an expectation failed, 2 when a command was rejected.
      """
  )

  @Flag(name: .long, help: "Print each command as `  > command` before its output (a session transcript).")
  var echo = false

  @Option(name: .long, help: "Longest wait for real I/O before a command prints, e.g. 2s or 500ms.")
  var settle: String?

  /// `stunt` alone starts the REPL without parsing: argument-parser's reflection costs a few
  /// milliseconds of the time to the first prompt.
  static func main() async {
    if CommandLine.arguments.count == 1 {
      let status = await ReplLauncher.start(echo: false, settle: nil)
      Foundation.exit(status)
    }
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }

  func run() async throws {
    let status = await ReplLauncher.start(echo: echo, settle: settle)
    if status != 0 { throw ExitCode(status) }
  }
}
