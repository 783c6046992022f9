import StuntSession

struct ResumeCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "resume",
    summary: "run the previous session's commands again, saying where they now print otherwise",
    forms: [CommandForm(run: run)],
    examples: ["resume"],
    discussion: [
      "Every interactive session is kept as it runs (a journal under $XDG_STATE_HOME/stunt/sessions),",
      "so a session that ended by Ctrl-D, quit, a closed terminal, a kill or a crash comes back:",
      "`stunt --resume` starts with it, `resume` brings it into this one. Its commands run as if",
      "typed now (so `save` writes them), except save, resume, clear and quit. A command that",
      "crashed Stunt never finished, was never kept and does not run again.",
    ],
    transcript: .leftOut
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let sandbox = context.sandbox
    guard let path = sandbox.settings.previousSession() else {
      throw CommandError("there is no previous session to resume (sessions are kept when Stunt runs on a terminal)")
    }
    let document: SessionDocument
    switch SessionFiles.load(path) {
    case .failure(let error): throw CommandError("the previous session cannot be read: \(error.message)")
    case .success(let loaded): document = loaded
    }
    let blocks = document.commands
    let resumed = blocks.filter { block in (try? ResolvedLine(block.command))?.isResumed ?? true }
    guard !resumed.isEmpty else { throw CommandError("the previous session ran no command to resume") }
    // The session's start (`stunt --context test`), as the journal wrote it down.
    for (_, command) in document.directiveCommands { _ = await sandbox.execute(command) }
    // Numbered as `history` numbers them in this session.
    var changed: [(number: Int, command: String)] = []
    for block in resumed {
      let report = await sandbox.execute(block.command)
      if !LineMatcher.matches(block.expected, report.lines) || block.expectsFailure != report.failed {
        changed.append((sandbox.transcript.numbered, block.command))
      }
    }
    context.print("resumed \(resumed.count.counted("command")) of the previous session")
    context.print(changes(changed))
  }

  /// The commands that printed otherwise when run again, numbered as `history` numbers them.
  static func changes(_ changed: [(number: Int, command: String)]) -> [String] {
    guard !changed.isEmpty else { return [] }
    return ["\(changed.count) printed something else than before (real clocks and real services may answer differently):"]
      + changed.map { "  \($0.number)  \($0.command)" }
  }
}
