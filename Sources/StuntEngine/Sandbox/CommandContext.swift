import StuntSession
import StuntKit

/// What a running command sees: the sandbox, the line it was typed on, and where its output
/// goes. Commands print through it and never touch the terminal.
@MainActor
final class CommandContext {
  let sandbox: Sandbox
  /// The command as typed.
  let command: String
  /// The script or session file it came from, if any.
  let file: String?
  /// Its line in that file, or its number at the prompt.
  let line: Int
  private(set) var lines: [String] = []
  private(set) var failed = false
  /// What `fail` was told, in order: why the run failed, without reading it back from the text.
  private(set) var failures: [String] = []
  private(set) var terminalRequest: CommandReport.TerminalRequest?
  /// What effects did since the last command was printed above this one's output: a command
  /// that waits (`finish`, `advance`) then never adds "(no state change)" under a change.
  let followsEarlierEvents: Bool

  // The sandbox's parts, as commands reach them.

  /// TestStore's rules over the loaded instance (`TestStore`).
  var testStore: TestStore { sandbox.bookkeeping.testStore }
  /// What the engine keeps about the loaded instance (its calls verified, the state last shown).
  var bookkeeping: InstanceBookkeeping {
    get { sandbox.bookkeeping }
    set { sandbox.bookkeeping = newValue }
  }
  /// Exhaustivity, `teststore`, the language, the timeouts: what commands read and set.
  var settings: SandboxSettings {
    get { sandbox.settings }
    set { sandbox.settings = newValue }
  }
  /// The loaded module, if any (`module()` for one a command needs).
  var loaded: (any ModuleSession)? { sandbox.loaded }
  /// What can be loaded, and the backend.
  var catalog: ModuleCatalog { sandbox.catalog }
  var transcript: Transcript { sandbox.transcript }
  var learning: Learning { sandbox.learning }

  init(sandbox: Sandbox, command: String, file: String?, line: Int, followsEarlierEvents: Bool = false) {
    self.sandbox = sandbox
    self.command = command
    self.file = file
    self.line = line
    self.followsEarlierEvents = followsEarlierEvents
  }

  func print(_ line: String) {
    lines.append(line)
  }

  func print(_ lines: [String]) {
    self.lines += lines
  }

  /// A failed expectation or a reported issue: `FAIL: <message>`, and the run is marked failed.
  func fail(_ message: String, details: [String] = []) {
    lines.append(OutcomeMark.fail.line(message))
    lines += details
    failures.append(message)
    failed = true
  }

  /// Asks the terminal, if there is one, to do something printing cannot (clear the screen).
  func requestTerminal(_ request: CommandReport.TerminalRequest) {
    terminalRequest = request
  }

  /// What a timeline says (leaving a module, `Sandbox.leave`), failing the run if it failed.
  func print(_ timeline: TimelineRenderer) {
    lines += timeline.lines
    if timeline.failed { failed = true }
  }

  /// With `teststore on`, the state shown moved from `before` (past actions received or
  /// skipped): prints the change, or `unchanged` when there is none, and remembers it as shown.
  func showHeldChange(
    of module: any ModuleSession, from before: StateNode, unchanged: String? = "(no state change)"
  ) async throws(CommandError) {
    print(try await sandbox.heldChange(of: module, from: before, unchanged: unchanged))
  }

  /// Marks the run failed without a line of its own (the line was already printed).
  func markFailed() {
    failed = true
  }

  /// The loaded module, or a usage error saying how to load one.
  func module() throws(CommandError) -> any ModuleSession {
    guard let module = sandbox.loaded else {
      let names = sandbox.modules.map(\.name)
      throw CommandError("no module is loaded — load one first: load \(names.first ?? "<module>")"
        + (names.count > 1 ? " (modules: \(names.joined(separator: ", ")))" : ""))
    }
    return module
  }

  /// The lesson being played, or a usage error saying how to start one.
  func lesson() throws(CommandError) -> LessonPlayer {
    guard let lesson = sandbox.learning.lesson else { throw CommandError(LearnTexts.noLesson(sandbox.settings.language)) }
    return lesson
  }

  /// Runs `body` against the module, lets effects settle (waiting for real I/O up to
  /// `ioBudget`, by default the settle time), and prints what changed: the command's own diff
  /// (when `ownChange`), actions fed back, a newly presented alert, FAILs.
  func showingChanges(
    of module: any ModuleSession,
    input: String,
    ownChange: Bool,
    ioBudget: Duration? = nil,
    _ body: () async throws(CommandError) -> Void
  ) async throws(CommandError) {
    let before = try await sandbox.state(of: module)
    try await module.attributeEffects(to: origin(input))
    try await body()
    try await module.settle(ioBudget: ioBudget ?? sandbox.settings.settleTime)
    show(try await sandbox.showChanges(of: module, from: before, ownChange: ownChange))
  }

  /// `send` and `set`: the change as one step, then what changed, its own diff first.
  func showingChanges(of module: any ModuleSession, input: String, making change: ModuleChange) async throws(CommandError) {
    let before = try await sandbox.state(of: module)
    try await module.step(change, origin: origin(input), ioBudget: sandbox.settings.settleTime)
    show(try await sandbox.showChanges(of: module, from: before, ownChange: true))
  }

  private func origin(_ input: String) -> EffectOrigin {
    EffectOrigin(input: input, command: command, file: file, line: line)
  }

  private func show(_ timeline: TimelineRenderer) {
    print(timeline.output(unchanged: followsEarlierEvents ? nil : "(no state change)"))
    if timeline.failed { failed = true }
  }
}
