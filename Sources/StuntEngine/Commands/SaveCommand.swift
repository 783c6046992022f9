import StuntSession

struct SaveCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "save",
    summary: "write this session (commands and their outputs) as a .session file",
    usage: "save <file>",
    examples: ["save counter-timer.session"],
    discussion: [
      "Every command typed so far, with what it printed and `[failed]` after those that failed.",
      "Add prose at column 0 to make it a lesson; `stunt replay <file>` checks it as a test.",
      "An existing file is replaced (atomically).",
    ],
    completion: [.path]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try arguments.expectCount(1...1)
    let path = try arguments.word(0, "file")
    let entries = context.sandbox.transcript
    let text = SessionWriter.text(entries.map { ($0.command, $0.report.lines, $0.report.failed) })
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw CommandError("cannot write '\(path)': \(error)")
    }
    context.print("saved \(entries.count) command\(entries.count == 1 ? "" : "s") to \(path)")
  }
}
