import Foundation
import StuntSession

struct RunCommand: ReplCommand {
  /// `run` inside a file `run` reads, this many deep at the most: a file that runs itself
  /// would otherwise never end.
  static let deepest = 8
  /// Commands one `run` may run, nested runs included: depth alone does not bound the work,
  /// since a file that runs itself ten times a line would run 10^8 commands eight deep.
  static let mostCommands = 10_000

  static let file = Argument.one("file", .path)

  static let configuration = CommandConfiguration(
    name: "run",
    summary: "run the commands of a script or a session file in this REPL",
    forms: [CommandForm(file, run: run)],
    examples: ["run script.txt", "run Samples/counter/testTimer.session"],
    discussion: [
      "In a script each line is a command as typed; blank lines and # comments are skipped.",
      "In a .session file (or the ```session blocks of a .md file) the `  > ` lines are the",
      "commands; their expected output is not checked here (`stunt replay` does that). Its",
      "`% exhaustivity`, `% teststore` and `% context` run first, as the commands they stand for.",
      "Each command prints as `>> command` before its output. `quit` in the file ends the file,",
      "not the REPL. Effects a line starts are reported at file:line.",
    ]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let path = try arguments.text(Self.file)
    let sandbox = context.sandbox
    guard sandbox.runs.depth < deepest else {
      throw CommandError("run is nested \(deepest) deep; does '\(path)' run itself?")
    }
    let commands = try read(path)
    if sandbox.runs.depth == 0 { sandbox.runs.commandsLeft = mostCommands }
    sandbox.runs.depth += 1
    defer { sandbox.runs.depth -= 1 }
    for (line, command) in commands {
      guard sandbox.runs.commandsLeft > 0 else {
        // Only the outermost run says why, once.
        guard sandbox.runs.depth == 1 else { return }
        throw CommandError(
          "run stopped after \(mostCommands) commands, the most one run may run (nested runs included); does '\(path)' run itself?")
      }
      sandbox.runs.commandsLeft -= 1
      let report = await sandbox.execute(command, from: (path, line))
      if report == CommandReport() { continue }
      context.print(">> " + command.trimmingCharacters(in: .whitespaces))
      context.print(report.lines)
      if report.status == .failed || report.status == .rejected { context.markFailed() }
      if report.status == .quit { break }
    }
  }

  /// The commands of the file with their lines.
  static func read(_ path: String) throws(CommandError) -> [(line: Int, command: String)] {
    if path.hasSuffix(".session") || path.hasSuffix(".md") {
      switch SessionFiles.load((path as NSString).expandingTildeInPath) {
      case .failure(let error): throw refusal(path, error)
      case .success(let document): return document.directiveCommands + document.commands.map { ($0.line, $0.command) }
      }
    }
    return try readScript(path).enumerated().map { ($0.offset + 1, $0.element) }
  }

  static func readScript(_ path: String) throws(CommandError) -> [String] {
    switch SessionFiles.readText((path as NSString).expandingTildeInPath) {
    case .failure(let error): throw refusal(path, error)
    case .success(let text): return SessionParser.splitLines(text)
    }
  }

  static func refusal(_ path: String, _ error: SessionParseError) -> CommandError {
    CommandError("cannot run '\(path)': \(error.message)" + (error.line > 1 ? " (line \(error.line))" : ""))
  }
}
