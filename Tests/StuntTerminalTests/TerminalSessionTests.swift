import Foundation
import StuntTestSupport
import Testing

/// `stunt` on a real pseudo-terminal: libedit's prompt, completion, history, Ctrl-C, Ctrl-R,
/// ~/.editrc and UTF-8 input, as a user at a terminal meets them.
@Suite("Interactive terminal", .serialized)
struct TerminalSessionTests {
  func start(home: TemporaryFolder, arguments: [String] = [], environment: [String: String] = [:]) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal()
    try terminal.spawn(
      try StuntBinary.url, arguments: arguments,
      environment: ["HOME": home.path, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        .merging(environment) { $1 })
    return terminal
  }

  /// Types a command and waits for the prompt after its output.
  func command(_ terminal: PseudoTerminal, _ line: String, prompt: String = "counter> ") async -> Bool {
    let mark = terminal.mark
    terminal.type(line + "\r")
    return await terminal.waitFor(prompt, after: mark + line.utf8.count)
  }

  @Test func tabCompletesCommandsAndModules() async throws {
    let home = try TemporaryFolder()
    let terminal = try start(home: home)
    #expect(await terminal.waitFor("stunt> "))
    // libedit redraws a completed word with cursor moves, so the proof is that the
    // completed command runs.
    terminal.type("lo\t")
    terminal.type("cou\t\r")
    #expect(await terminal.waitFor("loaded counter (clock: real, numberFact: real)"))
    #expect(await terminal.waitFor("counter> "))
    let mark = terminal.mark
    terminal.type("send inc\t\r")
    #expect(await terminal.waitFor("+   count: 1,", after: mark))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  /// Leaving a terminal session after a refused command is no failure (exit 0), as leaving a
  /// shell or Python is not: the user saw the error when it came.
  @Test func leavingATerminalSessionAfterAnErrorExitsZero() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "bogus", prompt: "stunt> "))
    #expect(await command(terminal, "load counter"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  @Test func historySurvivesARestartAndIsPrivate() async throws {
    let home = try TemporaryFolder()
    let first = try start(home: home)
    #expect(await first.waitFor("stunt> "))
    #expect(await command(first, "load counter"))
    #expect(await command(first, "send incrementButtonTapped"))
    first.type("\u{4}")
    #expect(await first.exitStatus() == 0)

    let file = home.appendingPathComponent(".local/state/stunt/history").path
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains("incrementButtonTapped"))

    let second = try start(home: home)
    #expect(await second.waitFor("stunt> "))
    second.type("\u{1B}[A\u{1B}[A\r")
    #expect(await second.waitFor("loaded counter"))
    #expect(await second.waitFor("counter> "))
    let mark = second.mark
    second.type("\u{12}incr\r")
    #expect(await second.waitFor("+   count: 1,", after: mark))
    #expect(await second.waitFor("counter> ", after: mark))
    second.type("quit\r")
    #expect(await second.exitStatus() == 0)
  }

  /// A history file that is a FIFO would block before the first prompt: it is left alone, the
  /// REPL says so once and keeps history for the session.
  @Test func aHistoryFileThatIsAFIFODoesNotBlockThePrompt() async throws {
    let home = try TemporaryFolder()
    let folder = home.appendingPathComponent(".local/state/stunt")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder.appendingPathComponent("history").path, 0o600) == 0)
    let terminal = try start(home: home)
    #expect(await terminal.waitFor(
      "error: the history file ~/.local/state/stunt/history is not used: it is a named pipe (FIFO), not a regular file; history is kept for this session only"))
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "load counter"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  @Test func xdgStateHomeIsHonoured() async throws {
    let home = try TemporaryFolder()
    let state = home.appendingPathComponent("state")
    let terminal = try start(home: home, environment: ["XDG_STATE_HOME": state.path])
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "modules", prompt: "stunt> "))
    #expect(terminal.screen.contains("TCA CounterFeature"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
    #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("stunt/history").path))
  }

  @Test func koreanRoundTrips() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "load counter"))
    terminal.type("send factResponse \"그룹 소개\"\r")
    #expect(await terminal.waitFor(#"+   fact: "그룹 소개","#))
    let mark = terminal.mark
    terminal.type("state fact\r")
    #expect(await terminal.waitFor(#""그룹 소개""#, after: mark + 11))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  @Test func ctrlCAtThePromptDiscardsTheLine() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    terminal.type("send nope\u{3}")
    #expect(await terminal.waitFor("stunt> ", after: 10))
    #expect(await command(terminal, "load counter"))
    #expect(!terminal.screen.contains("error:"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  @Test func interruptStopsARunningCommandNotTheSandbox() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "load counter"))
    #expect(await command(terminal, "use clock test"))
    #expect(await command(terminal, "send toggleTimerButtonTapped"))
    var mark = terminal.mark
    terminal.type("advance 24h\r")
    let pid = try #require(terminal.process?.processIdentifier)
    // An interrupt that arrives before the command starts is Ctrl-C at the prompt: it discards
    // the line, and a new prompt shows. On a loaded machine that happens; the line is typed
    // again, and the interrupt repeated until the command has been stopped.
    var interrupted = false
    for _ in 0..<50 where !interrupted {
      try await Task.sleep(for: .milliseconds(100))
      kill(pid, SIGINT)
      interrupted = await terminal.waitFor("interrupted: advanced ", after: mark, timeout: .milliseconds(200))
      if !interrupted, await terminal.waitFor("counter> ", after: mark, timeout: .milliseconds(10)) {
        mark = terminal.mark
        terminal.type("advance 24h\r")
      }
    }
    #expect(interrupted, "\(terminal.screen.suffix(1500).debugDescription)")
    #expect(await terminal.waitFor("counter> ", after: mark))
    #expect(await command(terminal, "send toggleTimerButtonTapped"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  /// The done-when of isolation by default: at a terminal, a trap in the seed's code is one
  /// `error:` line that says where, the module comes back as it was, and the REPL goes on.
  @Test(.enabled(if: !Sanitizer.isActive, "a sanitizer reports the trap its own way"))
  func aTrapAtTheDefaultPromptCostsOneCommand() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "load counter"))
    #expect(await command(terminal, "send incrementButtonTapped"))
    #expect(await command(terminal, "set count 9223372036854775807"))
    let mark = terminal.mark
    #expect(await command(terminal, "send incrementButtonTapped"))
    #expect(await command(terminal, "state"))
    let shown = String(decoding: Array(terminal.screen.utf8).dropFirst(mark), as: UTF8.self)
    // Colored on a terminal: the line's mark comes after an escape sequence.
    let errors = shown.split(whereSeparator: \.isNewline).filter { $0.contains("error: ") }
    #expect(errors.count == 1, "\(shown.debugDescription)")
    #expect(errors.first?.contains("at CounterFeature.swift:40") == true, "\(shown.debugDescription)")
    #expect(shown.contains("counter restored: 2 commands re-run"))
    #expect(shown.contains("count: 9223372036854775807,"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() != nil)
  }

  /// Ctrl-C during a plugin request that hangs gives the prompt back, not the request's timeout
  /// (an hour here, so that only Ctrl-C can end it within the wait's hang bound); the plugin is
  /// started again and its module restored.
  @Test func ctrlCStopsAPluginRequestThatHangs() async throws {
    let lamp = StuntBinary.packageRoot.appendingPathComponent("Tests/StuntPluginTests/Fixtures/lamp-plugin.py").path
    let folder = try TemporaryFolder()
    let asked = folder.appendingPathComponent("asked").path
    let terminal = try start(
      home: try TemporaryFolder(), arguments: ["--plugin", lamp, "--plugin-timeout", "3600s"],
      environment: ["LAMP_PLUGIN_MODE": "hang", "STUNT_PLUGIN_PATH": "", "LAMP_PLUGIN_LOG": asked])
    #expect(await terminal.waitFor("stunt> "))
    #expect(await command(terminal, "load lamp", prompt: "lamp> "))
    let mark = terminal.mark
    terminal.type("send toggle\r")
    let pid = try #require(terminal.process?.processIdentifier)
    // Interrupted once the plugin has read the request (the lamp logs each method as it reads
    // it): an interrupt before would be one at the prompt.
    let clock = ContinuousClock()
    let deadline = clock.now + PseudoTerminal.patience
    var sent: Bool { (try? String(contentsOfFile: asked, encoding: .utf8))?.contains("module/send\n") == true }
    while !sent, clock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    #expect(sent, "the plugin was not asked module/send: \(terminal.screen.suffix(800).debugDescription)")
    kill(pid, SIGINT)
    #expect(
      await terminal.waitFor("was stopped by Ctrl-C while answering module/send toggle", after: mark),
      "\(terminal.screen.suffix(800).debugDescription)")
    #expect(await terminal.waitFor("lamp restored: 0 commands re-run", after: mark))
    #expect(await terminal.waitFor("lamp> ", after: mark))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() != nil)
  }

  @Test func editrcIsHonoured() async throws {
    let home = try TemporaryFolder()
    try "bind -s ^G modules\n".write(to: home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
    let terminal = try start(home: home)
    #expect(await terminal.waitFor("stunt> "))
    terminal.type("\u{7}\r")
    #expect(await terminal.waitFor("TCA CounterFeature"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }
}

/// What issue 16 asked of the terminal: Ctrl-C never leaves, nothing is lost, a pasted
/// transcript runs once, long lines fit the window, `clear`.
@Suite("Shell manners", .serialized)
struct ShellMannersTests {
  let shell = TerminalSessionTests()

  func start(home: TemporaryFolder, arguments: [String] = []) throws -> PseudoTerminal {
    try shell.start(home: home, arguments: arguments)
  }

  func command(_ terminal: PseudoTerminal, _ line: String) async -> Bool {
    await shell.command(terminal, line)
  }

  @Test func ctrlCAtAnEmptyPromptAndAfterTextStaysAndStartsANewLine() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    var mark = terminal.mark
    terminal.type("\u{3}")
    #expect(await terminal.waitFor("^C", after: mark))
    #expect(await terminal.waitFor("\nstunt> ", after: mark))
    #expect(terminal.process?.isRunning == true, "Ctrl-C at an empty prompt does not leave")
    mark = terminal.mark
    terminal.type("load cou\u{3}")
    #expect(await terminal.waitFor("^C", after: mark))
    #expect(await terminal.waitFor("\nstunt> ", after: mark), "the new prompt is on a line of its own")
    #expect(await command(terminal, "load counter"))
    #expect(!terminal.screen.contains("error:"), "the discarded text never ran")
    terminal.type("\u{4}")
    #expect(await terminal.exitStatus() == 0)
  }

  /// Starts a session, leaves it by `signal`, and brings it back with `stunt --resume`.
  func resumes(after signal: Int32) async throws {
    let home = try TemporaryFolder()
    let first = try start(home: home)
    #expect(await first.waitFor("stunt> "))
    for line in ["load counter", "use clock test", "send incrementButtonTapped", "send incrementButtonTapped"] {
      #expect(await command(first, line))
    }
    #expect(await command(first, "send toggleTimerButtonTapped"))
    let pid = try #require(first.process?.processIdentifier)
    kill(pid, signal)
    #expect(await first.exitStatus() != nil)

    let second = try start(home: home, arguments: ["--resume"])
    #expect(await second.waitFor("resumed 5 commands of the previous session"))
    #expect(await second.waitFor("counter> "))
    var mark = second.mark
    second.type("state count\r")
    #expect(await second.waitFor("\n2", after: mark))
    mark = second.mark
    second.type("effects\r")
    #expect(await second.waitFor("1 effect running:", after: mark), "the timer runs again, on the test clock")
    mark = second.mark
    second.type("advance 2s\r")
    #expect(await second.waitFor("<- timerTick x2", after: mark))
    second.type("quit\r")
    #expect(await second.waitFor("`stunt --resume` runs this session again; it was not saved"))
    #expect(await second.exitStatus() != nil)
  }

  @Test func aClosedTerminalLosesNothing() async throws {
    try await resumes(after: SIGHUP)
  }

  @Test func aKilledStuntLosesNothing() async throws {
    try await resumes(after: SIGKILL)
  }

  /// Ctrl-C sent while prompts come and go, again and again: libedit's own signal handler,
  /// installed by each prompt, dereferenced NULL when the signal landed on another thread as
  /// the prompt began or ended, and `stunt` crashed in libedit (every run of this test did).
  /// Each run ends by exiting, never by a signal: 0 when the storm ends at the prompt, 130 when
  /// three Ctrl-C came before the main queue read one (what Ctrl-C three times asks for).
  @Test func ctrlCStormsAtThePromptNeverCrash() async throws {
    for _ in 0..<3 {
      let terminal = try start(home: try TemporaryFolder())
      #expect(await terminal.waitFor("stunt> "))
      let process = try #require(terminal.process)
      let storm = SignalStorm(process: process.processIdentifier, signal: SIGINT, every: .milliseconds(2))
      for _ in 0..<1_000 where process.isRunning {
        terminal.type("\r")
        _ = terminal.screen
        try await Task.sleep(for: .milliseconds(1))
      }
      storm.stop()
      if process.isRunning { terminal.type("quit\r") }
      let status = await terminal.exitStatus(timeout: .seconds(60))
      #expect(!terminal.screen.contains("crashed"), "\(terminal.screen.suffix(3000).debugDescription)")
      #expect(process.terminationReason == .exit, "\(terminal.screen.suffix(3000).debugDescription)")
      #expect(status == 0 || status == 130)
    }
  }

  /// Ended at the prompt by a signal, `stunt` gives the terminal back as the shell left it,
  /// echoing and reading whole lines, and still dies of that signal.
  @Test(arguments: [SIGTERM, SIGQUIT])
  func aSignalThatEndsStuntAtThePromptGivesTheTerminalBack(_ signal: Int32) async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    #expect(!terminal.isCooked, "the prompt reads keys one by one")
    let process = try #require(terminal.process)
    kill(process.processIdentifier, signal)
    _ = await terminal.exitStatus()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(terminal.isCooked)
  }

  /// A command that never gives the main queue back (a regular expression that backtracks for
  /// ever) cannot be cancelled: Ctrl-C says so, and the next one leaves with what finished kept.
  @Test func aCommandThatIgnoresCtrlCCanStillBeLeft() async throws {
    let home = try TemporaryFolder()
    let terminal = try start(home: home)
    #expect(await terminal.waitFor("stunt> "))
    #expect(await shell.command(terminal, "load club-profile", prompt: "club-profile> "))
    #expect(await shell.command(terminal, #"set name "\#(String(repeating: "a", count: 40))""#, prompt: "club-profile> "))
    let mark = terminal.mark
    terminal.type(#"expect clubProfileParam.name ~= matches("(a+)+b")"# + "\r")
    let pid = try #require(terminal.process?.processIdentifier)
    // Interrupts that come before the command runs are read and reset the count; on a loaded
    // machine that may happen, so Ctrl-C is repeated until the notice shows.
    var offered = false
    for _ in 0..<40 where !offered {
      kill(pid, SIGINT)
      offered = await terminal.waitFor("the command does not answer Ctrl-C; press it again to leave Stunt", after: mark, timeout: .milliseconds(300))
    }
    // Enough of the screen to hold a crash report whole, if the runtime printed one.
    #expect(offered, "\(terminal.screen.suffix(6000).debugDescription)")
    kill(pid, SIGINT)
    #expect(await terminal.exitStatus() == 130)
    let again = try start(home: home, arguments: ["--resume"])
    #expect(await again.waitFor("resumed 2 commands of the previous session"))
    again.type("quit\r")
    #expect(await again.exitStatus() != nil)
  }

  @Test func aPastedTranscriptRunsEachCommandOnce() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    terminal.type(
      [
        "  > load counter", "  loaded counter (clock: real, numberFact: real)",
        "  > send incrementButtonTapped", "    CounterFeature.State(", "  -   count: 0,", "  +   count: 1,", "    )",
        "  > send nope", "  error: unknown input 'nope'", "  [failed]", "",
      ].joined(separator: "\r"))
    #expect(await terminal.waitFor("error: unknown input 'nope'"))
    let mark = terminal.mark
    terminal.type("history\r")
    #expect(await terminal.waitFor("2  send incrementButtonTapped", after: mark))
    try await Task.sleep(for: .milliseconds(200))
    let history = String(decoding: Array(terminal.screen.utf8).dropFirst(mark), as: UTF8.self)
    #expect(history.contains("1  load counter"), "\(history.debugDescription)")
    #expect(!history.contains("3  "), "output lines were not run (and the refused line takes no number): \(history.debugDescription)")
    #expect(await command(terminal, "state count"))
    #expect(terminal.screen.hasSuffix("1\r\ncounter> ") || terminal.screen.contains("\n1\r\n"))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0, "at a terminal, leaving is no failure")
  }

  @Test func longLinesWrapToTheWindowAsItIsResized() async throws {
    let terminal = try start(home: try TemporaryFolder())
    terminal.resize(columns: 200)
    #expect(await terminal.waitFor("stunt> "))
    var mark = terminal.mark
    terminal.type("modules\r")
    #expect(await terminal.waitFor(
      "counter       TCA CounterFeature: a count, a number fact over HTTP and a timer — seed 002 (TCA CounterFeature)\r\n",
      after: mark))
    terminal.resize(columns: 60)
    mark = terminal.mark
    terminal.type("modules\r")
    #expect(await terminal.waitFor("counter       TCA CounterFeature: a count, a number fact\r\n              over HTTP and a timer", after: mark))
    #expect(await terminal.waitFor("stunt> ", after: mark + 8))
    let lines = String(decoding: Array(terminal.screen.utf8).dropFirst(mark), as: UTF8.self).components(separatedBy: "\r\n")
      .dropFirst().dropLast()
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  @Test func clearClearsTheScreen() async throws {
    let terminal = try start(home: try TemporaryFolder())
    #expect(await terminal.waitFor("stunt> "))
    let mark = terminal.mark
    terminal.type("clear\r")
    #expect(await terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark))
    #expect(await terminal.waitFor("stunt> ", after: mark + 6))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }
}
