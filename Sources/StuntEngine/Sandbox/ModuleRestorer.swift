import StuntKit
import StuntSession

/// Brings back a module whose process died (a trap in a seed's code, a plugin that crashed,
/// hung or was stopped by Ctrl-C): the module is opened afresh and the commands since its
/// `load` run again, silently, up to the one that failed. Slots get their variants, stubs and
/// expectations back, and call logs their calls, because the same commands make them again.
///
/// What printed otherwise than the first time (a real clock, a real service) is named, as
/// `resume` names it. A module that fails again while being restored stays unloaded.
@MainActor
struct ModuleRestorer {
  /// Where the loaded module is in being restored. One that fails again by itself as soon as it
  /// was restored, before the next command asked it anything (a plugin that breaks every answer),
  /// is not restored again: that would hold the session, each command restoring it and none
  /// running. It stays loaded, asked nothing, until `unload`, `reset`, `load` or the session's
  /// end lets it go. A command that traps it again (the same `send`) costs only that command.
  enum Stage {
    /// Answering, or never restored.
    case settled
    /// Restored, and the next command has not begun.
    case restored
    /// Failed again at once: not restored again.
    case stopped
  }

  let sandbox: Sandbox
  let name: String
  let commands: [TranscriptEntry]

  /// The lines that say how it went.
  func restore() async -> [String] {
    guard let module = sandbox.module(named: name) else { return [] }
    do {
      try await sandbox.load(try await module.open(in: sandbox.current.context, backend: sandbox.backend))
    } catch {
      return [OutcomeMark.error.line("\(name) could not be restored: \(error.message); it is unloaded")]
    }
    var changed: [TranscriptEntry] = []
    for entry in commands {
      let again = await sandbox.rerun(entry)
      if let failure = sandbox.loaded?.failure {
        await sandbox.unload()
        return [OutcomeMark.error.line(
          "\(name) could not be restored: re-running \(entry.number ?? 0) `\(entry.command)`, \(failure); it is unloaded")]
      }
      if again.lines != entry.report.lines && !entry.carriesEarlierEvents || again.failed != entry.report.failed {
        changed.append(entry)
      }
    }
    let count = commands.count
    return ["\(name) restored: \(count.counted("command")) re-run"]
      + ResumeCommand.changes(changed.map { ($0.number ?? 0, $0.command) })
  }
}
