import Foundation
import StuntSession
import StuntTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `stunt replay`, `save` and `--echo` through the real binary, as CI and users run them.
@Suite("Replay from the command line")
struct ReplayCLITests {
  let timerScript = """
    # A timer lesson.
    load counter
    use clock test
    send toggleTimerButtonTapped
    effects
    advance 2s
    send nope
    expect count == 5
    send toggleTimerButtonTapped
    history

    """

  func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func replay(_ arguments: [String], in folder: TemporaryFolder) async throws -> (status: Int32, output: String) {
    let result = try await StuntBinary.run(["replay"] + arguments, environment: ["CI": "true"], directory: folder.url)
    return (result.status, result.output)
  }

  @Test func aSavedSessionReplaysGreen() async throws {
    let folder = try TemporaryFolder()
    let saved = folder.appendingPathComponent("saved.session").path
    let typed = try await StuntBinary.run(input: timerScript + "save \(saved)\nhistory\n")
    #expect(typed.status == 2)
    #expect(typed.output.contains("saved 8 commands to \(saved); left out 1 refused or help (--all keeps them)"))
    // `save` is not part of the history it saves, nor is the refused line: the numbers replay the same.
    #expect(typed.output.hasSuffix("8  history\n"))
    let text = try String(contentsOfFile: saved, encoding: .utf8)
    #expect(!text.contains("send nope"), "a test, not a log")
    #expect(text.contains("  FAIL: expected count == 5, got 2\n  [failed]\n"))
    #expect(text.contains("started by `send toggleTimerButtonTapped` (command 3)"))
    #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    let (status, output) = try await replay(["saved.session"], in: folder)
    #expect(status == 0, "\(output)")
    #expect(output == "PASS saved.session\n1 passed, 0 failed\n")

    // The raw transcript keeps the refused line, and replays green too.
    let raw = folder.appendingPathComponent("raw.session").path
    _ = try await StuntBinary.run(input: timerScript + "save \(raw) --all\n")
    #expect(try String(contentsOfFile: raw, encoding: .utf8).contains("  > send nope\n  error: unknown input 'nope'"))
    #expect(try await replay(["raw.session"], in: folder).status == 0)
  }

  /// A lesson cut from the middle of a session: from its `load`, renumbered, replays green.
  @Test func aRangeOfCommandsIsSavedRenumberedAndReplays() async throws {
    let folder = try TemporaryFolder()
    let lesson = folder.appendingPathComponent("lesson.session").path
    let start = folder.appendingPathComponent("start.session").path
    let typed = try await StuntBinary.run(
      input: "load counter\nsend incrementButtonTapped\nhelo\nunload\n" + timerScript + "save \(lesson) 4-10\nsave \(start) 2-3\n")
    #expect(typed.output.contains("saved 7 commands (4-10, renumbered from 1) to \(lesson); left out 1 refused or help"))
    #expect(typed.output.contains(
      "saved 2 commands (2-3, renumbered from 1) to \(start); left out 1 refused or help (--all keeps them); "
        + "it does not begin with `load`, so its replay lacks what came before command 2"))
    let text = try String(contentsOfFile: lesson, encoding: .utf8)
    #expect(text.hasPrefix("  > load counter\n"))
    #expect(!text.contains("  > unload"))
    #expect(text.contains("started by `send toggleTimerButtonTapped` (command 3)"), "command 6 of the session is 3 of the lesson")
    let (status, output) = try await replay(["lesson.session"], in: folder)
    #expect(status == 0, "\(output)")
  }

  /// A range that begins with `load` while that module (or another) was loaded: the saved
  /// `load` prints what it prints in a fresh sandbox, not the `unloaded counter` of this one, so
  /// the file replays green (the trial's every saved session failed its first CI replay).
  @Test func aRangeThatBeginsAtALoadOfALoadedModuleReplays() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("again.session").path
    let typed = try await StuntBinary.run(
      input: "load counter\nuse clock test\nsend toggleTimerButtonTapped\nload counter\nsend incrementButtonTapped\nsave \(path) 4-5\n")
    #expect(typed.output.contains("unloaded counter"))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("  > load counter\n  loaded counter (clock: real, numberFact: real)\n  > send incrementButtonTapped\n"), "\(text)")
    #expect(!text.contains("unloaded"), "\(text)")
    #expect(!text.contains("[failed]"), "the effect still running when it was unloaded is no failure of the fresh load: \(text)")
    let (status, output) = try await replay(["again.session"], in: folder)
    #expect(status == 0, "\(output)")
  }

  @Test func anEchoTranscriptReplaysGreen() async throws {
    let folder = try TemporaryFolder()
    let echoed = try await StuntBinary.run(["--echo"], input: timerScript)
    #expect(echoed.output.hasPrefix("# A timer lesson.\n  > load counter\n  loaded counter"))
    _ = try write(echoed.output, "echoed.session", in: folder)
    let (status, output) = try await replay(["echoed.session"], in: folder)
    #expect(status == 0, "\(output)")
  }

  @Test func aChangedLineFailsWithItsLineAndUpdateRestoresIt() async throws {
    let folder = try TemporaryFolder()
    let original = try String(contentsOf: StuntBinary.packageRoot.appendingPathComponent("Samples/counter/testTimer.session"), encoding: .utf8)
    let path = try write(original.replacingOccurrences(of: "  +   count: 1,\n", with: "  +   count: 7,\n"), "timer.session", in: folder)
    let (status, output) = try await replay(["timer.session"], in: folder)
    #expect(status == 1)
    let line = try #require(original.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "  +   count: 1," }) + 1
    #expect(output.contains("FAIL timer.session\n  timer.session:\(line - 4): `advance 1s` printed something else (- expected, + actual)"))
    #expect(output.contains("- \(line) | +   count: 7,"))
    #expect(output.contains("+    | +   count: 1,"))
    #expect(output.hasSuffix("0 passed, 1 failed\n"))

    let updated = try await StuntBinary.run(["replay", "--update=failed", "timer.session"], directory: folder.url)
    #expect(updated.status == 0)
    #expect(updated.output.hasPrefix("PASS timer.session (updated 1 command)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
  }

  @Test func effectsLeftRunningFailUnlessExhaustivityIsOff() async throws {
    let folder = try TemporaryFolder()
    let session = "  > load counter\n  > use clock test\n  > send toggleTimerButtonTapped\n"
    _ = try write(session, "left.session", in: folder)
    _ = try await StuntBinary.run(["replay", "--update=missing", "left.session"], directory: folder.url)
    let (status, output) = try await replay(["left.session"], in: folder)
    #expect(status == 1)
    #expect(output.contains("left.session:5: the session ended with effects still running (add `% exhaustivity off` to allow it)"))
    #expect(output.contains("(started by `send toggleTimerButtonTapped`, command 3, left.session:5)"), "\(output)")
    let relaxed = try String(contentsOfFile: folder.appendingPathComponent("left.session").path, encoding: .utf8)
    _ = try write("% exhaustivity off\n" + relaxed, "relaxed.session", in: folder)
    #expect(try await replay(["relaxed.session"], in: folder).status == 0)
  }

  @Test func aRunawayFileIsKilledAtItsTimeLimit() async throws {
    let folder = try TemporaryFolder()
    _ = try write("% exhaustivity off\n  > load counter\n  > use clock test\n  > send toggleTimerButtonTapped\n  > finish 1h\n", "stuck.session", in: folder)
    // Stopped by its limit, not by the hour: the line says so (a run is killed at 60 s).
    let (status, output) = try await replay(["--timeout", "3s", "stuck.session"], in: folder)
    #expect(status == 1)
    #expect(output.contains("stuck.session:5: `finish 1h` did not finish within 3s and was stopped"))
  }

  /// Inside GitHub Actions each failing command is also a `::error` line GitHub pins to the file's
  /// line; `--annotations` asks for them anywhere, or for none.
  @Test func aFailureIsAnnotatedForGitHubActions() async throws {
    let folder = try TemporaryFolder()
    _ = try write("  > load counter\n  loaded counter (clock: real, numberFact: real)\n  > state count\n  7\n", "100%, sure.session", in: folder)
    let annotation = "::error file=100%25%2C sure.session,line=3,title=100%25%2C sure.session::"
      + "`state count` printed something else (- expected, + actual)%0A  - 4 | 7%0A  +   | 0\n"
    let inActions = try await StuntBinary.run(["replay", "."], environment: ["CI": "true", "GITHUB_ACTIONS": "true"], directory: folder.url)
    #expect(inActions.status == 1)
    #expect(inActions.output.contains("\n" + annotation + "0 passed, 1 failed\n"), "\(inActions.output)")
    #expect(try await replay(["--annotations", "github", "."], in: folder).output == inActions.output)
    #expect(!(try await replay(["."], in: folder).output.contains("::error")))
    let refused = try await StuntBinary.run(
      ["replay", "--annotations", "none", "."], environment: ["CI": "true", "GITHUB_ACTIONS": "true"], directory: folder.url)
    #expect(!refused.output.contains("::error"))
    #expect(try await replay(["--annotations", "gitlab", "."], in: folder).status == 2)
  }

  @Test func junitTapShardsAndJobs() async throws {
    let folder = try TemporaryFolder()
    for name in ["a", "b", "c", "d", "e"] {
      _ = try write("  > load counter\n  loaded counter (clock: real, numberFact: real)\n", "\(name).session", in: folder)
    }
    _ = try write("  > load counter\n  not this\n", "f.session", in: folder)
    let junit = try await replay(["--junit", "report.xml", "-j", "2", "."], in: folder)
    #expect(junit.status == 1)
    let xml = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
    #expect(try xml.nodes(forXPath: "//testcase").count == 6)
    #expect(try xml.nodes(forXPath: "//failure").count == 1)
    #expect(try await replay(["-j", "1", "."], in: folder).output == junit.output)

    let tap = try await replay(["--tap", "."], in: folder)
    #expect(tap.output.hasPrefix("TAP version 13\n1..6\nok 1 - a.session\n"))
    #expect(tap.output.contains("not ok 6 - f.session\n"))

    var covered: [String] = []
    for index in 1...3 {
      let shard = try await replay(["--shard", "\(index)/3", "."], in: folder)
      covered += shard.output.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }.map(String.init)
    }
    #expect(covered.sorted() == junit.output.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }.map(String.init).sorted())
  }

  @Test func usageProblemsAndBrokenFilesExitTwo() async throws {
    let folder = try TemporaryFolder()
    _ = try write("  > load counter\n\tbad\n", "broken.session", in: folder)
    let broken = try await replay(["broken.session"], in: folder)
    #expect(broken.status == 2)
    #expect(broken.output.contains("broken.session:2: error: a tab in the indentation — indent with spaces"))
    #expect(try await replay(["--shard", "0/2", "."], in: folder).status == 2)
    #expect(try await replay(["--update=sometimes", "."], in: folder).status == 2)
    #expect(try await replay(["-j", "0", "."], in: folder).status == 2)
    #expect(try await replay(["nowhere"], in: folder) == (2, "error: no such file or folder 'nowhere'\n"))
    let worker = try await StuntBinary.run(["replay", "--worker"], input: "not json")
    #expect(worker.status == 2)
  }

  @Test func noColourWhenPiped() async throws {
    let folder = try TemporaryFolder()
    _ = try write("  > load counter\n  nope\n", "x.session", in: folder)
    let (_, output) = try await StuntBinary.run(["replay", "x.session"], environment: ["CI": "1", "TERM": "xterm"], directory: folder.url)
    #expect(!output.contains("\u{1B}["))
  }

  @Test func runReplaysTheCommandsOfASessionFile() async throws {
    let path = StuntBinary.packageRoot.appendingPathComponent("Samples/counter/testCounter.session").path
    let (status, output) = try await StuntBinary.run(input: "run \(path)\n")
    #expect(status == 0)
    #expect(output.contains(">> send incrementButtonTapped\n"))
    #expect(output.contains("ok: count == 0"))
  }

  @Test func echoOfAMessyScriptStillParses() async throws {
    let folder = try TemporaryFolder()
    let script = "   # an indented comment\r\nload counter   \r\n\r\nuse clock test\r\nsend toggleTimerButtonTapped\r\n"
    let echoed = try await StuntBinary.run(["--echo"], input: script)
    #expect(echoed.output.hasPrefix("# an indented comment\n  > load counter\n"))
    #expect(echoed.output.contains("\n# FAIL: an effect returned for toggleTimerButtonTapped is still running"))
    _ = try write(echoed.output, "echoed.session", in: folder)
    let (status, output) = try await replay(["echoed.session"], in: folder)
    // It parses; it fails only because the timer is left running, as TestStore would say.
    #expect(status == 1)
    #expect(output.contains("the session ended with effects still running"))
  }

  @Test func saveWithEffectsRunningWritesExhaustivityOff() async throws {
    let folder = try TemporaryFolder()
    let typed = try await StuntBinary.run(
      input: "load counter\nuse clock test\nsend toggleTimerButtonTapped\nsave running.session\nsend toggleTimerButtonTapped\n",
      directory: folder.url)
    #expect(typed.output.contains("saved 3 commands to running.session (with `% exhaustivity off`: 1 effect is still running)"))
    #expect(try String(contentsOfFile: folder.appendingPathComponent("running.session").path, encoding: .utf8).hasPrefix("% exhaustivity off\n\n  > load counter\n"))
    #expect(try await replay(["running.session"], in: folder).status == 0)
  }

  @Test func saveReportsProblemsWithoutNoise() async throws {
    let (status, output) = try await StuntBinary.run(input: "save no/such/folder/x.session\n")
    #expect(status == 2)
    #expect(output == "error: cannot write 'no/such/folder/x.session': its folder does not exist\n")
  }

  @Test func aReplayedSessionMayNotSaveAndRunsRelativeToItsFolder() async throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    _ = try write("load counter\nsend incrementButtonTapped\n", "lessons/setup.txt", in: folder)
    _ = try write(
      "  > run setup.txt\n  >> load counter\n  ...\n  > expect count == 1\n  ok: count == 1\n"
        + "  > save copy.session\n  error: save does not write files while a session is replayed\n  [failed]\n",
      "lessons/lesson.session", in: folder)
    let (status, output) = try await replay(["lessons"], in: folder)
    #expect(status == 0, "\(output)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("lessons/copy.session").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("copy.session").path))
  }

  @Test func aWorkerStopsWhenItsParentDies() async throws {
    let folder = try TemporaryFolder()
    let script = try write(
      #"{"path":"busy.session","update":"never","text":"% exhaustivity off\n  > load counter\n  > use clock test\n  > send toggleTimerButtonTapped\n  > finish 1h\n"}"#,
      "script.json", in: folder)
    let stunt = try StuntBinary.url.path
    // The shell starts the worker as its own child, as `stunt replay` does: the job and a
    // newline go in through a pipe the shell alone holds open, and the shell exits while the
    // worker is busy for an hour (a job it can read: one it could not would end the worker at
    // once, and prove nothing).
    let fifo = folder.appendingPathComponent("input").path
    let started = try await StuntBinary.shell(
      "mkfifo '\(fifo)'; \(WorkerScriptRunner.heldInputVariable)=1 '\(stunt)' replay --worker < '\(fifo)' > /dev/null 2>&1 & "
        + "exec 3> '\(fifo)'; echo $!; cat '\(script)' >&3; echo >&3; sleep 0.5")
    let pid = try #require(Int32(started.trimmingCharacters(in: .whitespacesAndNewlines)))
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while kill(pid, 0) == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(kill(pid, 0) != 0)
  }

  @Test func colourOnATerminalUnlessNoColor() async throws {
    let folder = try TemporaryFolder()
    _ = try write("  > load counter\n  loaded counter (clock: real, numberFact: real)\n", "x.session", in: folder)
    for (environment, coloured) in [([String: String](), true), (["NO_COLOR": "1"], false)] {
      let terminal = try PseudoTerminal()
      try terminal.spawn(
        try StuntBinary.url, arguments: ["replay", folder.appendingPathComponent("x.session").path],
        environment: ["TERM": "xterm", "CI": "1"].merging(environment) { $1 })
      #expect(await terminal.exitStatus() == 0)
      #expect(terminal.screen.contains("\u{1B}[32mPASS") == coloured)
    }
  }
}
