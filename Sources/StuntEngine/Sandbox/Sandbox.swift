import StuntKit
import StuntSession

/// A sandbox session: the modules that can be loaded, the one that is, and the command
/// language on top. It parses and runs one line at a time and returns what to print;
/// it never reads or writes the terminal.
///
/// Run it under `MainSerialExecutor.run` (the `stunt` executable does) so effects interleave
/// the same way every time.
@MainActor
public final class Sandbox {
  /// What can be loaded, and the backend real dependencies talk to.
  public var catalog: ModuleCatalog
  public var settings: SandboxSettings
  /// The loaded module, with what the sandbox keeps about it.
  private(set) var current = CurrentModule()
  private(set) var transcript: Transcript
  private(set) var outcome = SessionOutcome()
  /// The course, the learner's progress and the lesson being played.
  public let learning = Learning()
  /// The `run` commands reading files right now.
  var runs = RunNesting()

  public init(modules: [SandboxModule], settings: SandboxSettings = SandboxSettings(), backend: (any Backend)? = nil) {
    catalog = ModuleCatalog(modules: modules, backend: backend)
    self.settings = settings
    transcript = Transcript(startingContext: settings.context)
  }

  public var modules: [SandboxModule] { catalog.modules }
  public var backend: (any Backend)? { catalog.backend }
  var loaded: (any ModuleSession)? { current.session }

  /// What the engine keeps about the loaded instance.
  var bookkeeping: InstanceBookkeeping {
    get { current.bookkeeping }
    set { current.bookkeeping = newValue }
  }

  /// Told each command as it joins the transcript, with what it printed (`Transcript.onRecord`).
  public func onEachCommand(_ record: @escaping @MainActor (String, CommandReport) -> Void) {
    transcript.onRecord = record
  }

  /// What `save` and the journal write at the top (`Transcript.startingDirectives`).
  public var startingDirectives: [String] { transcript.startingDirectives }

  /// A sandbox of built-in modules only.
  public convenience init(modules: [ModuleEntry], settings: SandboxSettings = SandboxSettings(), backend: (any Backend)? = nil) {
    self.init(modules: modules.map(SandboxModule.init), settings: settings, backend: backend)
  }

  /// `stunt> ` with no module loaded, `<module>> ` with one.
  public var prompt: String {
    (loaded?.name ?? "stunt") + "> "
  }

  /// The name of the loaded module, if any.
  public var loadedModuleName: String? { loaded?.name }

  /// Commands that ran since the last `save` (or since the start, when nothing was saved).
  public var hasUnsavedCommands: Bool { transcript.hasUnsavedCommands }

  /// 0 when every command succeeded and every expectation held, 1 when an expectation failed,
  /// 2 when a command was rejected.
  public var exitStatus: Int32 { outcome.exitStatus }

  /// Runs one line as typed (raw bytes: checked for size and UTF-8 first).
  public func execute(bytes: some Collection<UInt8>) async -> CommandReport {
    switch InputLine.decode(bytes) {
    case .failure(let failure): return reject(failure.message)
    case .success(let text): return await run(text, from: nil)
    }
  }

  /// Runs one line as typed. Blank lines and comments print nothing.
  public func execute(_ line: String) async -> CommandReport {
    await execute(line, from: nil)
  }

  /// Runs one line; `source` is the file and line it was read from by `run`, nil when typed.
  func execute(_ line: String, from source: (file: String, line: Int)?) async -> CommandReport {
    var text = line
    while text.last == "\n" || text.last == "\r" || text.last == "\r\n" { text.removeLast() }
    switch InputLine.validate(text) {
    case .failure(let failure): return reject(failure.message)
    case .success(let text): return await run(text, from: source)
    }
  }

  /// `resume`, as `stunt --resume` runs it before the first prompt.
  public func resumePreviousSession() async -> CommandReport {
    await execute(ResumeCommand.configuration.name)
  }

  /// Ends the session (end of a script, `quit`): prints what effects did since the last
  /// command, then reports effects still running, which fails an exhaustive session.
  public func end() async -> CommandReport {
    var report = await lateEvents()
    if let loaded {
      do throws(CommandError) {
        let left = try await leave(loaded, .end)
        report.lines += left.lines
        if left.failed { report.status = .failed }
      } catch {
        report.lines.append(OutcomeMark.error.line(error.message))
        outcome.rejected()
      }
      await unload()
    }
    await backend?.stop()
    if report.status == .failed { outcome.failed() }
    return report
  }

  /// The actions `teststore on` queued that no `receive` asserted yet: what `teststore off` and
  /// `save` must account for.
  var queuedActions: Int {
    settings.testStore && loaded != nil ? bookkeeping.testStore.received.count : 0
  }

  // MARK: - Running a line

  private func run(_ text: String, from source: (file: String, line: Int)?) async -> CommandReport {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return CommandReport() }
    let typed = source == nil
    var report = stopRestoringIfFailedAgain(after: await lateEvents())
    if current.restoreStage == .restored { current.restoreStage = .settled }
    let earlier = !report.lines.isEmpty
    let line: ResolvedLine
    do {
      line = try ResolvedLine(text)
    } catch {
      report = reject(error.message, after: report)
      if typed { record(TranscriptEntry(command: text, report: report, carriesEarlierEvents: earlier)) }
      return report
    }
    let recorded = typed && line.isRecorded
    // Typed commands are numbered as `history` shows them; lines `run` reads keep their file line.
    let number = source?.line ?? (transcript.numbered + (recorded && line.isNumbered ? 1 : 0))
    report = await perform(line, file: source?.file, number: number, after: report)
    report = await restoreIfFailed(after: report)
    if (recorded && line.isNumbered || !typed), line.needsModule, report.status != .rejected {
      current.commandsSinceLoad.append(
        TranscriptEntry(command: text, report: report, number: number, carriesEarlierEvents: earlier, file: source?.file))
    }
    if recorded {
      // A refused line changed nothing and started nothing: it takes no number, so a test that
      // leaves it out numbers the rest as this session did.
      let kept = line.isNumbered && report.status != .rejected ? number : nil
      record(TranscriptEntry(command: text, report: report, number: kept, carriesEarlierEvents: earlier))
    }
    // In a lesson, what the learner typed may have done the step (a refused command too: a
    // step may ask for an error message); the lesson's own lines are no output of the command,
    // so a saved session replays without the course.
    // A command a command runs as typed (`playback`'s) is checked with the one that ran it.
    if typed, runs.depth == 0, let lesson = learning.lesson, !line.steersLesson {
      report.lines += await lesson.check(after: report, in: self)
    }
    return report
  }

  /// A module that can no longer answer (its process trapped, hung or spoke out of protocol)
  /// costs the command, not the module: the command says why in its one `error:` line, and
  /// the module comes back as it was (see `ModuleRestorer`), unless it stopped being restored.
  private func restoreIfFailed(after report: CommandReport) async -> CommandReport {
    guard let failed = loaded, let failure = failed.failure else { return report }
    var report = report
    // A command that was refused because of it already said it, in fewer words.
    let unrefused = report.lines.filter {
      !(OutcomeMark.of($0) == .error && failure.hasPrefix($0.dropFirst(OutcomeMark.error.rawValue.count)))
    }
    switch current.restoreStage {
    case .stopped:
      // Said when it stopped; a later command that asks it is refused in a line of its own.
      guard unrefused.count < report.lines.count else { return report }
      report.status = .rejected
      report.lines = unrefused
      if !unrefused.contains(where: { $0.contains(Self.notRestoredAgain) }) {
        report.lines.append(OutcomeMark.error.line("\(failed.name) no longer answers (\(failure)): " + Self.lettingItGo))
      }
      return report
    case .restored, .settled:
      // A command that traps the module again (the same `send`) costs that command again.
      report.lines = unrefused
      report.status = .rejected
      outcome.failed()
    }
    await unload()
    report.lines.append(OutcomeMark.error.line(failure))
    // Not cancelled by the Ctrl-C that may have stopped the command: the restore must finish.
    let restorer = ModuleRestorer(sandbox: self, name: failed.name, commands: current.commandsSinceLoad)
    report.lines += await Task { await restorer.restore() }.value
    if loaded != nil { current.restoreStage = .restored }
    return report
  }

  private static let notRestoredAgain = "not restored again"
  private static let lettingItGo = "`unload` it, `reset` it or `load` another module"

  /// A module restored a moment ago that fails again by itself, found before the next command
  /// asked it anything, is not restored again (`ModuleRestorer.Stage`); said once.
  private func stopRestoringIfFailedAgain(after report: CommandReport) -> CommandReport {
    guard current.restoreStage == .restored, let failed = loaded, let failure = failed.failure else { return report }
    current.restoreStage = .stopped
    outcome.failed()
    var report = report
    report.lines.append(OutcomeMark.error.line(
      "\(failed.name) failed again as soon as it was restored (\(failure)), so it is \(Self.notRestoredAgain): " + Self.lettingItGo))
    // Found before a command, it fails the session and leaves the command its number.
    if report.status == .ok { report.status = .failed }
    return report
  }

  private func record(_ entry: TranscriptEntry) {
    transcript.record(entry)
  }

  /// `save` of the whole session wrote it.
  func saved() {
    transcript.saved()
  }

  /// Runs a command of the transcript again, as it ran then (its number too), without adding
  /// it to the transcript; what effects did after it is read and left unprinted.
  func rerun(_ entry: TranscriptEntry) async -> CommandReport {
    guard let line = try? ResolvedLine(entry.command) else { return CommandReport() }
    let report = await perform(line, file: entry.file, number: entry.number ?? 0, after: CommandReport())
    _ = await lateEvents()
    return report
  }

  private func perform(_ line: ResolvedLine, file: String?, number: Int, after earlier: CommandReport) async -> CommandReport {
    var report = earlier
    let context = CommandContext(
      sandbox: self, command: line.text, file: file, line: number, followsEarlierEvents: !earlier.lines.isEmpty)
    do {
      try await line.run(in: context)
    } catch {
      report.lines += context.lines
      // A module that can no longer answer is its failure, not a refused command: it exits 1, as a
      // failed check does (`restoreIfFailed` says why).
      return reject(error.message, after: report, byTheUser: loaded?.failure == nil)
    }
    report.lines += context.lines
    report.terminalRequest = context.terminalRequest
    // Failed as tracked, never read back from the text: what effects reported since the last
    // command (`lateEvents`), or what the command itself found (`context.fail`).
    if report.status == .failed || context.failed {
      outcome.failed()
      report.status = .failed
    }
    if line.command?.configuration.endsSession == true { report.status = .quit }
    return report
  }

  private func reject(_ message: String, after report: CommandReport = CommandReport(), byTheUser: Bool = true) -> CommandReport {
    if byTheUser { outcome.rejected() } else { outcome.failed() }
    var report = report
    report.lines.append(OutcomeMark.error.line(message))
    report.status = .rejected
    return report
  }

  /// What effects did since the last thing printed (a real clock's ticks, a response or an
  /// alert that came after the settle time); failed when they reported an issue.
  /// - Parameter queued: say the actions `teststore on` queued (`receive`, waiting for one, does not).
  ///
  /// A module that cannot say (its plugin failed) has nothing to show: the command that comes
  /// next says why, and the module is restored after it.
  func lateEvents(queued: Bool = true) async -> CommandReport {
    loaded?.refresh()
    guard let loaded else { return CommandReport() }
    let timeline: TimelineRenderer
    do throws(CommandError) {
      let alertChanged = try await loaded.alert != bookkeeping.lastShownAlert
      guard try await loaded.hasEvents || alertChanged else { return CommandReport() }
      timeline = try await showChanges(of: loaded, from: bookkeeping.lastShownState, ownChange: false)
    } catch {
      return CommandReport()
    }
    var shown = timeline
    if !queued { shown.queued = [] }
    if shown.failed { outcome.failed() }
    return CommandReport(lines: shown.output(), status: shown.failed ? .failed : .ok)
  }

  // MARK: - Used by commands

  /// Makes `module` the loaded one, with bookkeeping of its own; the one loaded before goes.
  func load(_ module: any ModuleSession) async throws(CommandError) {
    guard module !== loaded else { return }
    // Read as it was made, before the old instance goes: what its start did is shown from here.
    let made = InstanceBookkeeping(lastShownState: try await module.liveState, lastShownAlert: try await module.alert)
    await unload()
    current.hold(module, made)
    try await module.foldReceivedActions(!settings.testStore)
  }

  /// The loaded module goes (`ModuleSession.tearDown`).
  func unload() async {
    await current.drop()?.tearDown()
  }

  /// `load`: a module whose commands start here, as far as restoring it is concerned.
  func loadAfresh(_ module: any ModuleSession, in context: DependencyContext) async throws(CommandError) {
    current.context = context
    current.commandsSinceLoad = []
    try await load(module)
  }

  func module(named name: String) -> SandboxModule? {
    catalog.module(named: name)
  }
}
