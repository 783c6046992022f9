import Foundation
import StuntTestSupport
import Testing

/// Plugins as users load them: `stunt --plugin` with a plugin written in Python from
/// Plugins/PROTOCOL.md alone, and that plugin misbehaving in every way the host must survive.
@Suite("Plugins", .serialized)
struct PluginHostingTests {
  static let lamp = StuntBinary.packageRoot.appendingPathComponent("Tests/StuntPluginTests/Fixtures/lamp-plugin.py").path

  /// `pluginTimeout` is a bound for a plugin that hangs, not for a slow one: a Python plugin
  /// writing 9 MiB took more than a second beside `make test`'s other stages on two busy cores.
  /// A test of the timeout itself asks for 1 s.
  func stunt(
    _ input: String, mode: String = "", arguments: [String] = [], environment: [String: String] = [:],
    pluginTimeout: String = "30s"
  ) async throws -> (status: Int32, output: String) {
    try await StuntBinary.run(
      ["repl", "--plugin", Self.lamp, "--plugin-timeout", pluginTimeout] + arguments, input: input,
      environment: ["LAMP_PLUGIN_MODE": mode, "STUNT_PLUGIN_PATH": ""].merging(environment) { $1 }, timeout: .seconds(60))
  }

  /// `stunt` with a plugin that tells its first start from a restart (the modes relapse, drift).
  func stuntRestartingThePlugin(_ input: String, mode: String) async throws -> String {
    let folder = try TemporaryFolder()
    return try await stunt(input, mode: mode, environment: ["LAMP_PLUGIN_MARK": folder.appendingPathComponent("started").path]).output
  }

  @Test func aPythonPluginsModuleWorksAsABuiltInDoes() async throws {
    let (status, output) = try await stunt(
      "modules\nload lamp\nsend flick times=3\nset brightness 40\nset brightness 400\nsend dim\nadvance 1s\nexplain lamp\nreset\nstate\n")
    #expect(output.contains("lamp          a lamp and its switch (a plugin written in Python) — plugin lamp-plugin.py"))
    #expect(output.contains("-   isOn: false,\n+   isOn: true,"))
    #expect(output.contains("-   brightness: 100\n+   brightness: 40"))
    #expect(output.contains("error: brightness goes from 0 to 100; got 400"))
    #expect(output.contains("error: unknown input 'dim'"))
    #expect(output.contains("error: the lamp has no clock to advance"))
    #expect(output.contains("A lamp has no dependencies: nothing to double."))
    #expect(output.hasSuffix("reset lamp (no dependencies)\nLamp(\n  isOn: false,\n  brightness: 100\n)\n"))
    #expect(status == 2)
  }

  /// A plugin written before `calls/clear` was added keeps its module: only `calls clear` is refused.
  @Test func aPluginThatPredatesALaterRequestIsRefusedThatCommandOnly() async throws {
    let (_, output) = try await stunt("load lamp\ncalls clear\nsend flick times=1\n", mode: "older")
    #expect(output.contains("error: plugin lamp-plugin.py does not support calls/clear (not supported: it came later in protocol version 1)\n"))
    #expect(!output.contains("unloaded"))
    #expect(output.contains("+   isOn: true,"), "the module is still loaded")
    let (_, current) = try await stunt("load lamp\ncalls clear\n")
    #expect(current.contains("forgot 0 calls"))
  }

  /// The REPL's built-ins run as plugins do: a recording is kept by the module's process, and
  /// `reset` carries it into the new instance, as it does in process; what the new instance
  /// records is added, and a `stub` after it does not put the old copy back.
  @Test func aRecordingOutlivesResetOutOfProcessAsInProcess() async throws {
    let script = """
      load counter
      use numberFact record
      send factButtonTapped
      reset
      send incrementButtonTapped
      send factButtonTapped
      stub numberFact.fetch number=5 returns "five"
      recording numberFact

      """
    let lines = [
      #"stub numberFact.fetch number=0 returns "0 is the number of network calls a stub makes.""#,
      #"stub numberFact.fetch number=1 returns "1 is the loneliest number.""#,
    ]
    for mode in ["--isolate", "--in-process"] {
      let (status, output) = try await StuntBinary.run([mode], input: script)
      #expect(status == 0, "\(mode): \(output)")
      #expect(output.hasSuffix(lines.joined(separator: "\n") + "\n"), "\(mode): \(output)")
    }
  }

  /// A plugin written before recording and strict doubles offers neither, and says so.
  @Test func aPluginThatPredatesRecordingSaysItDoesNotSupportIt() async throws {
    let (_, output) = try await stunt("load lamp\nuse bulb record\nuse bulb stub strict=true\nrecording bulb\nuse bulb stub\n", mode: "older")
    let needs = "recording needs a real variant and a spy over it (a plugin built before recording does not support it)"
    #expect(output.contains("error: bulb has no variant 'record' — it offers real, stub; \(needs)\n"))
    #expect(output.contains("error: bulb stub takes no option 'strict'; stubs and mocks take it (a plugin built before strict doubles does not support it)\n"))
    #expect(output.contains("error: bulb has no record variant: \(needs)\n"))
    #expect(output.contains("bulb: real -> stub\n"), "the module is still loaded")
  }

  /// A later addition the plugin said it does not answer is not asked again: the lamp predates
  /// `module/step`, so the first `send` asks it once, and every `send` is the three requests it
  /// stands for.
  @Test func aLaterAdditionThePluginDoesNotAnswerIsAskedOnce() async throws {
    let folder = try TemporaryFolder()
    let log = folder.appendingPathComponent("requests").path
    let (_, output) = try await stunt("load lamp\nsend toggle\nsend toggle\nsend toggle\n", environment: ["LAMP_PLUGIN_LOG": log])
    #expect(output.contains("+   isOn: true,"))
    let methods = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(methods.filter { $0 == "module/step" }.count == 1, "\(methods)")
    #expect(methods.filter { $0 == "module/send" }.count == 3, "\(methods)")
  }

  /// A plugin that names no `matchedAnswers` feature would answer every call with the plain
  /// answer: a stub chosen by argument is refused, and the plain one still goes through.
  @Test func aPluginThatCannotChooseByArgumentIsNotToldTo() async throws {
    let (_, output) = try await stunt(
      "load lamp\nuse bulb stub\nstub bulb.watts level=3 returns 9\nstub bulb.watts returns 5\ndeps bulb\n", mode: "older")
    #expect(output.contains(
      "error: plugin lamp-plugin.py does not choose answers by argument (it names no matchedAnswers feature) — stub bulb.<method> without name=value\n"))
    #expect(output.contains("bulb.watts returns 5\n"))
    #expect(!output.contains("level=3 returns") && !output.contains("level: 3"), "the refused answer was not kept: \(output)")
  }

  /// The lamp knows nothing of `effects/folding` (a later addition): `teststore on` and
  /// `advance --each` keep the module, and its inputs work as before.
  @Test func aPluginWithoutEffectsFoldingPlaysTestStoreToo() async throws {
    let (status, output) = try await stunt("load lamp\nteststore on\nsend flick times=1\nteststore off\nstate\n")
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("teststore: off -> on\n"))
    #expect(output.contains("+   isOn: true,"))
    #expect(output.hasSuffix("Lamp(\n  isOn: true,\n  brightness: 100\n)\n"))
    #expect(status == 0)
  }

  /// Each failure is one `error:` line naming the plugin and what it was doing; the module is
  /// restored (what was set before is set again) and the session goes on.
  @Test(arguments: [
    ("crash", "was killed by signal 11 while answering module/send toggle"),
    ("kill", "was killed by signal 9 while answering module/send toggle"),
    ("hang", "did not answer within 1.0 seconds while answering module/send toggle"),
    ("garbage", "wrote something that is not a JSON-RPC message to stdout while answering module/send toggle: hello, this is not JSON"),
    ("huge", "sent a message longer than 8 MiB while answering module/send toggle"),
    ("exit", "exited with status 3 while answering module/send toggle — its stderr ended: lamp: the bulb burnt out"),
    ("emptystep", #"answered module/step toggle out of protocol (no snapshot): {"jsonrpc": "2.0", "id": 10, "result": {}}"#),
  ])
  func aFailingPluginCostsOneCommand(mode: String, says: String) async throws {
    let (status, output) = try await stunt(
      "load lamp\nset brightness 40\nsend toggle\nstate\nload counter\nsend incrementButtonTapped\n", mode: mode,
      pluginTimeout: mode == "hang" ? "1s" : "30s")
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors == ["error: plugin lamp-plugin.py \(says)"], "\(output)")
    #expect(output.contains("\nlamp restored: 1 command re-run\nLamp(\n  isOn: false,\n  brightness: 40\n)\n"), "\(output)")
    #expect(output.contains("+   count: 1,"))
    #expect(status == 1)
  }

  /// A plugin that began a crash report is dying, not hanging: on a loaded machine the Swift
  /// backtracer's report alone outlasts a request's timeout, and the trap's reason is what the
  /// user must see (a clean `make test` failed on "did not answer" instead). It is given time to
  /// finish, and its exit ends the wait.
  @Test func aPluginThatIsWritingACrashReportIsWaitedFor() async throws {
    let (_, output) = try await stunt("load lamp\nsend toggle\n", mode: "slowcrash", pluginTimeout: "1s")
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors.first?.hasPrefix("error: plugin lamp-plugin.py was killed by signal 11 while answering module/send toggle") == true, "\(output)")
    #expect(errors.first?.contains("the bulb burnt out") == true, "\(output)")
    #expect(!output.contains("did not answer"), "\(output)")
  }

  /// A plugin that exits while a child of its own still holds its output is reported at once,
  /// not when the request times out nor when the child lets go: the timeout is 10 minutes and
  /// the child holds the output for 2 (the orphan mode's `sleep`), where the whole run takes a
  /// few seconds, 4 on a loaded 2-core machine.
  @Test func aPluginThatExitsIsSeenAtOnceEvenWhenItsOutputStaysOpen() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let (_, output) = try await StuntBinary.run(
      ["repl", "--plugin", Self.lamp, "--plugin-timeout", "600s"], input: "load lamp\nsend toggle\n",
      environment: ["LAMP_PLUGIN_MODE": "orphan", "STUNT_PLUGIN_PATH": ""], timeout: .seconds(900))
    #expect(output.contains("error: plugin lamp-plugin.py exited with status 0 while answering module/send toggle\n"), "\(output)")
    #expect(clock.now - start < .seconds(60), "the request timeout, or the child's end, was waited for")
  }

  /// A module that fails again while its commands are re-run is left unloaded, and says why.
  @Test func aModuleThatFailsWhileBeingRestoredIsUnloaded() async throws {
    let output = try await stuntRestartingThePlugin("load lamp\nsend toggle\nsend flick times=2\nstate\n", mode: "relapse")
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }.map(String.init)
    #expect(errors.count == 3, "\(output)")
    #expect(errors.first == "error: plugin lamp-plugin.py was killed by signal 11 while answering module/send flick")
    #expect(errors.dropFirst().first == "error: lamp could not be restored: re-running 2 `send toggle`, "
      + "plugin lamp-plugin.py was killed by signal 11 while answering module/send toggle; it is unloaded")
    #expect(errors.last?.hasPrefix("error: no module is loaded") == true)
  }

  /// A plugin that fails again as soon as it is restored (every `effects/drain` answered with
  /// more than a message may hold) is not restored at every command: that is said once, and
  /// `unload`, `load` of another module, `reset` and the session's end run without asking it.
  @Test func aModuleThatFailsAgainAsSoonAsItIsRestoredDoesNotHoldTheSession() async throws {
    let (_, output) = try await stunt(
      "load lamp\nsend flick times=1\nstate\nunload\nload counter\nset count 7\nstate count\n", mode: "hugedrain")
    #expect(output.components(separatedBy: "restored: ").count == 2, "restored once: \(output)")
    #expect(output.components(separatedBy: "so it is not restored again").count == 2, "\(output)")
    #expect(output.contains("error: lamp no longer answers (plugin lamp-plugin.py sent a message longer than 8 MiB"), "\(output)")
    #expect(output.contains("unloaded lamp\nloaded counter"), "\(output)")
    #expect(!output.contains("unknown field 'count'"), "\(output)")
    #expect(output.hasSuffix("\n7\n"), "\(output)")
    let (status, reset) = try await stunt("load lamp\nsend flick times=1\nreset\n", mode: "hugedrain")
    #expect(reset.contains("reset lamp (no dependencies)"), "\(reset)")
    #expect(status == 1, "a module that failed fails the session, and no command was refused: \(reset)")
  }

  /// A restored module that prints otherwise than before says which command differed, as
  /// `resume` does.
  @Test func aRestoreThatPrintsOtherwiseSaysWhichCommandDiffered() async throws {
    let output = try await stuntRestartingThePlugin("load lamp\nsend toggle\nstate\nsend flick times=2\nstate\n", mode: "drift")
    #expect(output.contains(
      "lamp restored: 2 commands re-run\n2 printed something else than before (real clocks and real services may answer differently):\n"
        + "  2  send toggle\n  3  state\nLamp(\n  isOn: true,\n  brightness: 50\n)\n"), "\(output)")
  }

  /// A plugin that was left out at start is named again by the `load` that cannot find its
  /// module, in the REPL and in a replay. (`CI` set: the folder's `.stunt-plugins` runs untrusted,
  /// as it does in CI; PluginTrustTests asks for trust.)
  @Test func loadSaysWhyAPluginsModuleIsMissing() async throws {
    let (_, refused) = try await stunt("load lamp\n", mode: "version")
    #expect(refused.contains(
      "error: unknown module 'lamp' — expected one of: counter, club-profile, router, project, updown; "
        + "left out at start: plugin lamp-plugin.py speaks protocol version 2; Stunt speaks 1\n"), "\(refused)")
    let folder = try TemporaryFolder()
    try "tools/ledger-plugin\n".write(to: folder.appendingPathComponent(".stunt-plugins"), atomically: true, encoding: .utf8)
    let session = folder.appendingPathComponent("ledger.session")
    try "  > load ledger\n  loaded ledger\n".write(to: session, atomically: true, encoding: .utf8)
    let missing = ".stunt-plugins names tools/ledger-plugin, which does not exist: build it or fix the path"
    let (_, typed) = try await StuntBinary.run(
      ["repl"], input: "load ledger\n", environment: ["STUNT_PLUGIN_PATH": "", "CI": "true"], directory: folder.url, timeout: .seconds(30))
    #expect(typed.contains("left out at start: \(missing)\n"), "\(typed)")
    let (status, replayed) = try await StuntBinary.run(
      ["replay", session.path], environment: ["STUNT_PLUGIN_PATH": "", "CI": "true"], directory: folder.url, timeout: .seconds(60))
    #expect(replayed.contains(missing), "\(replayed)")
    #expect(status != 0)
  }

  /// A descriptor no user could use is refused at `initialize`, naming the plugin and the field.
  @Test(arguments: [
    ("badname", "error: plugin lamp-plugin.py's module 'my lamp': name has a space in it; it is left out"),
    ("baddefault", "error: plugin lamp-plugin.py's module 'lamp': slots[0].defaultVariant 'led' is none of bulb's variants (real); it is left out"),
  ])
  func aDescriptorNoUserCouldUseIsRefused(mode: String, says: String) async throws {
    let (_, output) = try await stunt("modules\n", mode: mode)
    #expect(output.contains(says + "\n"), "\(output)")
    #expect(!output.contains("lamp  "))
  }

  /// The Python plugin, written from PROTOCOL.md alone, replays a session as a built-in does.
  @Test func aSessionReplaysAgainstThePythonPlugin() async throws {
    let session = StuntBinary.packageRoot.appendingPathComponent("Tests/StuntPluginTests/Fixtures/lamp.session").path
    let (status, output) = try await StuntBinary.run(
      ["replay", "--plugin", Self.lamp, session], environment: ["STUNT_PLUGIN_PATH": "", "CI": "true"], timeout: .seconds(60))
    #expect(status == 0, "\(output)")
    #expect(output.hasSuffix("1 passed, 0 failed\n"), "\(output)")
  }

  /// A `.stunt-plugins` that is a FIFO, a device or too large is one error line, not a hang.
  @Test func aConfigFileThatIsNotAListIsRefusedNotRead() async throws {
    let folder = try TemporaryFolder()
    let config = folder.appendingPathComponent(".stunt-plugins").path
    #expect(mkfifo(config, 0o600) == 0)
    let (status, output) = try await StuntBinary.run(
      ["repl"], input: "load counter\n", environment: ["STUNT_PLUGIN_PATH": ""], directory: folder.url, timeout: .seconds(30))
    #expect(output.contains("error: \(config) is not used: it is a named pipe (FIFO), not a regular file\n"), "\(output)")
    #expect(output.contains("loaded counter"))
    #expect(status == 0)
  }

  @Test func loadStartsAPluginAgainAfterItFailed() async throws {
    // The plugin crashes on every send, but comes back for each load.
    let (_, output) = try await stunt("load lamp\nsend toggle\nload lamp\nstate\n", mode: "crash")
    #expect(output.hasSuffix("loaded lamp (no dependencies)\nLamp(\n  isOn: false,\n  brightness: 100\n)\n"), "\(output)")
  }

  /// The sample plugin on a terminal: its module completes, loads, and its inputs complete.
  @Test func theSamplePluginOnATerminalCompletes() async throws {
    let home = try TemporaryFolder()
    let plugin = try StuntBinary.url.deletingLastPathComponent().appendingPathComponent("warehouse-plugin")
    let terminal = try PseudoTerminal()
    try terminal.spawn(
      try StuntBinary.url, arguments: ["--plugin", plugin.path],
      environment: ["HOME": home.path, "TERM": "xterm", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
    #expect(await terminal.waitFor("stunt> "))
    terminal.type("load ware\t\r")
    #expect(await terminal.waitFor("loaded warehouse (warehouse: real, mailer: spy)"))
    #expect(await terminal.waitFor("warehouse> "))
    let mark = terminal.mark
    terminal.type("send fi\t product=\"Talisker\" quantity=1\r")
    #expect(await terminal.waitFor("isFilled: false", after: mark))
    terminal.type("quit\r")
    #expect(await terminal.exitStatus() == 0)
  }

  /// A plugin that ignores the end of its input still dies with a `stunt` killed by SIGKILL.
  @Test func noPluginOutlivesAKilledStunt() async throws {
    let host = Process()
    host.executableURL = try StuntBinary.url
    host.arguments = ["--plugin", Self.lamp]
    var environment = ProcessInfo.processInfo.environment
    environment["LAMP_PLUGIN_MODE"] = "deaf"
    Sanitizer.passOptions(into: &environment)
    host.environment = environment
    let input = Pipe()  // kept open: stunt waits at its prompt
    host.standardInput = input
    host.standardOutput = FileHandle.nullDevice
    host.standardError = FileHandle.nullDevice
    try host.run()
    defer { try? input.fileHandleForWriting.close() }
    let clock = ContinuousClock()
    var plugin: Int32?
    let started = clock.now.advanced(by: .seconds(20))
    while plugin == nil, clock.now < started {
      try await Task.sleep(for: .milliseconds(100))
      let children = try await StuntBinary.shell("pgrep -P \(host.processIdentifier)")
      plugin = children.split(separator: "\n").compactMap { Int32($0) }.first
    }
    let child = try #require(plugin, "stunt started no plugin")
    kill(host.processIdentifier, SIGKILL)
    host.waitUntilExit()
    let deadline = clock.now.advanced(by: .seconds(5))
    while kill(child, 0) == 0, clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(kill(child, 0) != 0, "the plugin \(child) outlived stunt")
  }

  /// A trap in a module's own code (the counter seed's `count += 1` at Int.max) ends only the
  /// module's process: a script piped into `stunt` (no flag: the REPL's default), as a terminal
  /// session, is told why and where in one `error:` line, gets the module back as it was, goes
  /// on, and exits 1 as for a failed check. `run FILE` in it does the same.
  @Test(.enabled(if: !Sanitizer.isActive, "a sanitizer reports the trap its own way"))
  func aTrapInAModuleCostsAPipedScriptOneCommand() async throws {
    let trap = "set count 9223372036854775807\nsend incrementButtonTapped\nstate count\n"
    let (status, output) = try await StuntBinary.run(input: "load counter\nuse numberFact spy\n" + trap + "deps\n")
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors == [
      "error: the built-in modules' process was killed by signal 4 while answering module/step incrementButtonTapped"
        + " — its stderr ended: arithmetic overflow at CounterFeature.swift:40"
    ], "\(output)")
    #expect(output.contains("\ncounter restored: 2 commands re-run\n9223372036854775807\n"), "\(output)")
    #expect(output.contains("numberFact  spy"), "the slot keeps its variant: \(output)")
    #expect(status == 1)

    let folder = try TemporaryFolder()
    try Data(trap.utf8).write(to: folder.appendingPathComponent("trap.txt"))
    let (ran, script) = try await StuntBinary.run(input: "load counter\nrun trap.txt\nstate count\n", directory: folder.url)
    #expect(script.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count == 1, "\(script)")
    #expect(script.hasSuffix("9223372036854775807\n9223372036854775807\n"), "\(script)")
    #expect(ran == 1)
  }

  /// The same trap beside two threads that keep both cores busy, as on a shared CI runner or a
  /// workshop laptop: the served process's backtracer takes longer than a request may, and the
  /// user is still told of the trap, its reason and its line, not of a process that did not answer.
  @Test(.enabled(if: !Sanitizer.isActive, "a sanitizer reports the trap its own way"))
  func aTrapBesideTwoBusyCoresIsStillReportedAsTheTrap() async throws {
    let busy = BusyCores(2)
    defer { busy.stop() }
    let (status, output) = try await StuntBinary.run(
      input: "load counter\nset count 9223372036854775807\nsend incrementButtonTapped\nstate count\n")
    #expect(output.contains(
      "error: the built-in modules' process was killed by signal 4 while answering module/step incrementButtonTapped"
        + " — its stderr ended: arithmetic overflow at CounterFeature.swift:40"), "\(output)")
    #expect(!output.contains("did not answer"), "\(output)")
    #expect(output.hasSuffix("9223372036854775807\n"), "\(output)")
    #expect(status == 1)
  }

  /// Answers for matching calls cross the protocol (`matchedAnswers`): each keeps its place in
  /// its sequence when another is programmed, and they survive `reset` and a restored module.
  @Test(.enabled(if: !Sanitizer.isActive, "a sanitizer reports the trap its own way"))
  func matchedAnswersReachAnIsolatedModule() async throws {
    let (_, output) = try await StuntBinary.run(
      ["--isolate"],
      input: [
        "load counter", "use numberFact stub", #"stub numberFact.fetch number=0 returns "a" then "b""#,
        "send factButtonTapped", #"stub numberFact.fetch number=1 throws "boom""#, "send factButtonTapped",
        "send incrementButtonTapped", "send factButtonTapped", "send incrementButtonTapped", "send factButtonTapped",
        "reset", "send factButtonTapped", "set count 9223372036854775807", "send incrementButtonTapped",
        "set count 1", "send factButtonTapped",
      ].joined(separator: "\n") + "\n")
    let facts = output.split(separator: "\n").filter { $0.hasPrefix("<- factResponse") || $0.hasPrefix("FAIL: an effect") }
    #expect(facts == [
      #"<- factResponse("a")"#, #"<- factResponse("b")"#,
      "FAIL: an effect returned for factButtonTapped threw an unhandled error: boom", #"<- factResponse("2 is a good number.")"#,
      #"<- factResponse("a")"#, "FAIL: an effect returned for factButtonTapped threw an unhandled error: boom",
    ], "\(output)")
    #expect(output.contains("counter restored: "), "\(output)")
  }

  /// The built-ins served by `stunt plugin-serve` replay every sample byte for byte.
  @Test func isolatedBuiltInsReplayEverySample() async throws {
    let result = try await StuntBinary.run(
      ["replay", "--isolate", "Samples", "README.md", "docs"], environment: ["CI": "true"], directory: StuntBinary.packageRoot,
      timeout: .seconds(300))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix(" passed, 0 failed\n"))
  }
}
