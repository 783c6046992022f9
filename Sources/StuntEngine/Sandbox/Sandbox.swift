import StuntKit

/// A sandbox session: the modules that can be loaded, the one that is, and the command
/// language on top. It parses and runs one line at a time and returns what to print;
/// it never reads or writes the terminal.
///
/// Run it under `withMainSerialExecutor` (the `stunt` executable does) so effects interleave
/// the same way every time.
@MainActor
public final class Sandbox {
  public let modules: [any StuntModule.Type]
  public var settings: SandboxSettings
  var loaded: LoadedModule?
  /// Every command entered, for `history`.
  private(set) var history: [String] = []
  private var commandCount = 0
  /// How many `run` commands are reading files right now.
  var runDepth = 0
  private var anyRejected = false
  private var anyFailed = false

  public init(modules: [any StuntModule.Type], settings: SandboxSettings = SandboxSettings()) {
    self.modules = modules
    self.settings = settings
  }

  /// `stunt> ` with no module loaded, `<module>> ` with one.
  public var prompt: String {
    (loaded?.name ?? "stunt") + "> "
  }

  /// The name of the loaded module, if any.
  public var loadedModuleName: String? { loaded?.name }

  /// 0 when every command succeeded and every expectation held, 1 when an expectation failed,
  /// 2 when a command was rejected.
  public var exitStatus: Int32 {
    anyRejected ? 2 : anyFailed ? 1 : 0
  }

  /// Runs one line as typed (raw bytes: checked for size and UTF-8 first).
  public func execute(bytes: some Collection<UInt8>, lineNumber: Int? = nil) async -> CommandReport {
    switch InputLine.decode(bytes) {
    case .failure(let failure): return reject(failure.message)
    case .success(let text): return await run(text, file: nil, lineNumber: lineNumber, typed: true)
    }
  }

  /// Runs one line. Blank lines and comments print nothing.
  /// - Parameters:
  ///   - file: the script or session the line comes from, if any: effects it starts are
  ///     reported at `file:line`.
  ///   - lineNumber: its line there; by default, the number of the command in this session.
  public func execute(_ line: String, file: String? = nil, lineNumber: Int? = nil) async -> CommandReport {
    await execute(line, file: file, lineNumber: lineNumber, typed: file == nil)
  }

  /// `typed` lines go into `history`; lines a `run` reads from a file do not.
  func execute(_ line: String, file: String?, lineNumber: Int?, typed: Bool) async -> CommandReport {
    var text = line
    while text.last == "\n" || text.last == "\r" || text.last == "\r\n" { text.removeLast() }
    switch InputLine.validate(text) {
    case .failure(let failure): return reject(failure.message)
    case .success(let text): return await run(text, file: file, lineNumber: lineNumber, typed: typed)
    }
  }

  /// Ends the session (end of a script, `quit`): prints what effects did since the last
  /// command, then reports effects still running, which fails an exhaustive session.
  public func end() async -> CommandReport {
    var lines = lateEvents()
    var failed = false
    if let loaded {
      let running = loaded.effects.cancelAll()
      if settings.exhaustive {
        for effect in running {
          lines.append("FAIL: " + Sandbox.stillRunning(effect))
          failed = true
        }
      }
      self.loaded = nil
    }
    if failed || lines.contains(where: { $0.hasPrefix("FAIL: ") }) {
      anyFailed = true
      return CommandReport(lines: lines, status: .failed)
    }
    return CommandReport(lines: lines)
  }

  /// TCA's "An effect returned for this action is still running".
  static func stillRunning(_ effect: EffectRuntime.RunningEffect) -> String {
    "an effect returned for \(effect.origin.input) is still running "
      + "(started by `\(effect.origin.command)` at \(effect.origin.location))"
  }

  // MARK: - Running a line

  private func run(_ text: String, file: String?, lineNumber: Int?, typed: Bool) async -> CommandReport {
    let tokens: [Token]
    do {
      tokens = try Lexer.split(text)
    } catch {
      if typed { history.append(text) }
      return reject(error.message)
    }
    guard let name = tokens.first?.text else { return CommandReport() }
    commandCount += 1
    let line = lineNumber ?? commandCount
    var report = CommandReport(lines: lateEvents())
    if typed { history.append(text) }

    guard let command = Commands.named(name) else {
      let names = Commands.all.flatMap { [$0.configuration.name] + $0.configuration.aliases }
      return reject(Suggestion.unknown("command", name, among: names, hint: "see 'help'").message, after: report)
    }
    let configuration = command.configuration
    let context = CommandContext(sandbox: self, command: text, file: file, line: line)
    do {
      if configuration.needsModule { _ = try context.module() }
      let arguments = Arguments(tokens: Array(tokens.dropFirst()), usage: configuration.usage)
      try await command.run(arguments, context)
    } catch {
      report.lines += context.lines
      return reject(error.message, after: report)
    }
    report.lines += context.lines
    if report.lines.contains(where: { $0.hasPrefix("FAIL: ") }) || context.failed {
      anyFailed = true
      report.status = .failed
    }
    if Commands.isQuit(command) { report.status = .quit }
    return report
  }

  private func reject(_ message: String, after report: CommandReport = CommandReport()) -> CommandReport {
    anyRejected = true
    var report = report
    report.lines.append("error: " + message)
    report.status = .rejected
    return report
  }

  /// What effects did since the last command: a real clock's ticks, a response that came in
  /// after the settle time.
  private func lateEvents() -> [String] {
    guard let loaded, loaded.effects.hasEvents || loaded.instance.alert != loaded.lastShownAlert else { return [] }
    let timeline = loaded.showChanges(from: loaded.lastShownState, ownChange: false)
    if timeline.failed { anyFailed = true }
    return timeline.lines
  }

  // MARK: - Used by commands

  func load(_ module: LoadedModule?) {
    loaded = module
  }

  func module(named name: String) -> (any StuntModule.Type)? {
    modules.first { $0.descriptor.name == name }
  }
}
