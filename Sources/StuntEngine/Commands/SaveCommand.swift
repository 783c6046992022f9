import Foundation
import StuntFiles
import StuntSession

struct SaveCommand: ReplCommand {
  static let file = Argument.one("file", .path)
  static let range = Argument.optional("first-last")
  static let force = Argument.flag("--force")
  static let all = Argument.flag("--all")

  static let configuration = CommandConfiguration(
    name: "save",
    summary: "write this session (commands and their outputs) as a .session file",
    forms: [CommandForm(file, range, force, all, run: run)],
    examples: [
      "save counter-timer.session", "save lesson.session 3-12", "save lesson.session --force", "save everything.session --all",
    ],
    discussion: [
      "A test: every command that ran, with what it printed and `[failed]` after those that failed;",
      "not `help`, nor lines that were refused (a typo, a wrong argument). --all keeps them all.",
      "A range (`3-12`, `3-`, `7`, numbered as `history` shows) keeps those commands only,",
      "renumbered from 1, so `(command N)` in their output still names the right one. A file",
      "replays from a fresh sandbox: begin the range at a `load` for it to replay green.",
      "Add prose at column 0 to make it a lesson; `stunt replay <file>` checks it as a test.",
      "When effects are still running, the file starts with `% exhaustivity off`, so it replays",
      "as it was typed. An existing file is replaced (atomically); a read-only one only with",
      "--force. Only regular files are written: never a device, a FIFO or a link to one.",
    ],
    transcript: .leftOut
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let path = try arguments.text(Self.file)
    let sandbox = context.sandbox
    guard !sandbox.settings.isReplaying else {
      throw CommandError("save does not write files while a session is replayed")
    }
    let everything = arguments.isSet(Self.all)
    let range = try arguments[Self.range].map { token throws(CommandError) in try CommandRange(token.text, count: sandbox.transcript.numbered) }
    let chosen = range.map { range in sandbox.transcript.entries.drop { $0.number.map(range.contains) != true }.prefix { ($0.number ?? 0) <= range.last } }
      ?? sandbox.transcript.entries[...]
    var entries = chosen.filter { everything || $0.belongsInTest }
    // A range replays from a fresh sandbox: its first `load` prints there only its own lines.
    if range != nil, let first = entries.first, first.command.split(separator: " ").first.map(String.init) == LoadCommand.configuration.name {
      entries[entries.startIndex].report = LoadCommand.asFirstCommand(first.report)
    }
    let leftOut = chosen.count - entries.count
    var running = 0
    if let module = sandbox.loaded { running = context.testStore.awaited(try await module.runningEffects).count }
    let unreceived = sandbox.queuedActions
    // What the session started with and typed no command for: it replays as it ran.
    let header = (running > 0 || unreceived > 0 ? ["% exhaustivity off"] : [])
      + sandbox.startingDirectives
    let text = SessionWriter.text(
      entries.map { ($0.command, $0.report.lines.map { range?.renumbered($0) ?? $0 }, $0.report.failed) }, header: header)
    let target = (path as NSString).expandingTildeInPath
    if let refusal = refusal(of: target, sandbox) { throw CommandError("cannot write '\(path)': \(refusal)") }
    do {
      try AtomicFile.write(text, to: target, force: arguments.isSet(Self.force))
    } catch {
      throw CommandError(
        "cannot write '\(path)': \(error)" + (error == .readOnly ? " — `save \(path) \(Self.force.name)` replaces it" : ""))
    }
    if range == nil { sandbox.saved() }
    var line = "saved \(entries.count.counted("command"))"
    if let range { line += " (\(range.first)-\(range.last), renumbered from 1)" }
    line += " to \(path)"
    if running > 0 { line += " (with `% exhaustivity off`: \(running) effect\(running == 1 ? " is" : "s are") still running)" }
    if unreceived > 0, running == 0 {
      line += " (with `% exhaustivity off`: \(unreceived) received action\(unreceived == 1 ? " is" : "s are") not asserted)"
    }
    if leftOut > 0 { line += "; left out \(leftOut) refused or help (--all keeps them)" }
    let firstWord = entries.first?.command.split(separator: " ").first.map(String.init)
    if let range, range.first > 1, firstWord != LoadCommand.configuration.name {
      line += "; it does not begin with `load`, so its replay lacks what came before command \(range.first)"
    }
    context.print(line)
  }

  /// Why `target` is a file Stunt reads and `save` must not replace: a lesson of the course
  /// being played, or a file of Stunt's own state (the history, the journals, the trust list).
  private static func refusal(of target: String, _ sandbox: Sandbox) -> String? {
    let lessons = sandbox.learning.lesson?.course.entries.flatMap { $0.versions.values.map(\.document.path) } ?? []
    if let lesson = FileIdentity.first(of: lessons, sameAs: target) {
      return "it is \(lesson), a lesson of the course being played; name another file"
    }
    let folder = ((target as NSString).deletingLastPathComponent as NSString).resolvingSymlinksInPath
    if let state = StateFolder.path().map({ ($0 as NSString).resolvingSymlinksInPath }),
      folder == state || folder.hasPrefix(state + "/")
    {
      return "it is in Stunt's own state folder, where it keeps its history, journals and trust; name another file"
    }
    return nil
  }
}
