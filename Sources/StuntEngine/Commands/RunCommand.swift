import Foundation

struct RunCommand: ReplCommand {
  /// `run` inside a file `run` reads, this many deep at the most: a file that runs itself
  /// would otherwise never end.
  static let deepest = 8

  static let configuration = CommandConfiguration(
    name: "run",
    summary: "run the commands of a file in this REPL",
    usage: "run <file>",
    examples: ["run script.txt"],
    discussion: [
      "Each line is a command as typed at the prompt; blank lines and # comments are skipped.",
      "Each command prints as `> command` before its output. `quit` in the file ends the file,",
      "not the REPL. Effects a line starts are reported at file:line.",
    ],
    completion: [.path]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(1...1)
    let path = try arguments.word(0, "file")
    let sandbox = context.sandbox
    guard sandbox.runDepth < deepest else {
      throw CommandError("run is nested \(deepest) deep; does '\(path)' run itself?")
    }
    let lines = try read(path)
    sandbox.runDepth += 1
    defer { sandbox.runDepth -= 1 }
    for (index, line) in lines.enumerated() {
      let report = await sandbox.execute(line, file: path, lineNumber: index + 1, typed: false)
      if report == CommandReport() { continue }
      context.print("> " + line.trimmingCharacters(in: .whitespaces))
      context.print(report.lines)
      if report.status == .failed || report.status == .rejected { context.markFailed() }
      if report.status == .quit { break }
    }
  }

  static func read(_ path: String) throws(CommandError) -> [String] {
    let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CommandError("no file '\(path)'")
    }
    guard !isDirectory.boolValue else { throw CommandError("'\(path)' is a folder; run takes a file") }
    guard let data = try? Data(contentsOf: url) else { throw CommandError("cannot read '\(path)'") }
    guard let text = String(validating: Array(data), as: UTF8.self) else {
      throw CommandError("'\(path)' is not UTF-8 text")
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
