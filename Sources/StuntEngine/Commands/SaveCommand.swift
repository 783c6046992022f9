import Foundation
import StuntSession

struct SaveCommand: ReplCommand {
  static let file = Argument.one("file", .path)
  static let force = Argument.flag("--force")
  static let all = Argument.flag("--all")

  static let configuration = CommandConfiguration(
    name: "save",
    summary: "write this session (commands and their outputs) as a .session file",
    forms: [CommandForm(file, force, all, run: run)],
    examples: ["save counter-timer.session", "save lesson.session --force", "save everything.session --all"],
    discussion: [
      "A test: every command that ran, with what it printed and `[failed]` after those that failed;",
      "not `help`, nor lines that were refused (a typo, a wrong argument). --all keeps them all.",
      "Add prose at column 0 to make it a lesson; `stunt replay <file>` checks it as a test.",
      "When effects are still running, the file starts with `% exhaustivity off`, so it replays",
      "as it was typed. An existing file is replaced (atomically); a read-only one only with",
      "--force. Only regular files are written: never a device, a FIFO or a link to one.",
    ]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let path = try arguments.text(Self.file)
    let sandbox = context.sandbox
    guard !sandbox.isReplaying else {
      throw CommandError("save does not write files while a session is replayed")
    }
    let everything = arguments.isSet(Self.all)
    let entries = sandbox.transcript.filter { everything || $0.belongsInTest }
    let leftOut = sandbox.transcript.count - entries.count
    let running = sandbox.loaded?.runningEffects.count ?? 0
    let header = running > 0 ? ["% exhaustivity off"] : []
    let text = SessionWriter.text(entries.map { ($0.command, $0.report.lines, $0.report.failed) }, header: header)
    do {
      try AtomicFile.write(text, to: (path as NSString).expandingTildeInPath, force: arguments.isSet(Self.force))
    } catch {
      throw CommandError(
        "cannot write '\(path)': \(error)" + (error == .readOnly ? " — `save \(path) \(Self.force.name)` replaces it" : ""))
    }
    sandbox.savedCount = sandbox.numbered
    context.print(
      "saved \(entries.count) command\(entries.count == 1 ? "" : "s") to \(path)"
        + (running > 0 ? " (with `% exhaustivity off`: \(running) effect\(running == 1 ? " is" : "s are") still running)" : "")
        + (leftOut > 0 ? "; left out \(leftOut) refused or help (--all keeps them)" : ""))
  }
}
