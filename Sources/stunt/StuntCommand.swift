import ArgumentParser
import ConcurrencyExtras
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
      let status = await Session.start(echo: false, settle: nil)
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
    let status = await Session.start(echo: echo, settle: settle)
    if status != 0 { throw ExitCode(status) }
  }
}

@MainActor
enum Session {
  static func start(echo: Bool, settle: String?) async -> Int32 {
    var settings = SandboxSettings()
    if let settle {
      guard let duration = DurationText.parse(settle) else {
        FileHandle.standardError.write(Data("error: --settle takes a duration such as 2s or 500ms\n".utf8))
        return 2
      }
      settings.settleTime = duration
    }
    let sandbox = Sandbox(modules: ModuleRegistry.all, settings: settings)
    var reader: any LineReader = PlainLineReader()
    if isatty(STDIN_FILENO) == 1, let editor = EditLineReader(historyFile: HistoryFile.standard()) {
      reader = editor
    }
    let colorizer = echo ? Colorizer(isEnabled: false) : Colorizer.forStandardOutput()
    // Every task runs on the main serial executor, so effects interleave the same way on
    // every run and replays print the same thing.
    var status: Int32 = 0
    await withMainSerialExecutor {
      status = await Repl(sandbox: sandbox, reader: reader, echo: echo, colorizer: colorizer).run()
    }
    return status
  }
}
