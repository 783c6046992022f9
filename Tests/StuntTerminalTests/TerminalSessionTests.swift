import Foundation
import StuntTestSupport
import Testing

/// `stunt` on a real pseudo-terminal: libedit's prompt, completion, history, Ctrl-C, Ctrl-R,
/// ~/.editrc and UTF-8 input, as a user at a terminal meets them.
@Suite("Interactive terminal", .serialized)
struct TerminalSessionTests {
  func start(home: TemporaryFolder, environment: [String: String] = [:]) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal()
    try terminal.spawn(
      try StuntBinary.url,
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
