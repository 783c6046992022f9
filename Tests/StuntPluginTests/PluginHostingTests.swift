import Foundation
import StuntTestSupport
import Testing

/// Plugins as users load them: `stunt --plugin` with a plugin written in Python from
/// Plugins/PROTOCOL.md alone, and that plugin misbehaving in every way the host must survive.
@Suite("Plugins", .serialized)
struct PluginHostingTests {
  static let lamp = StuntBinary.packageRoot.appendingPathComponent("Tests/StuntPluginTests/Fixtures/lamp-plugin.py").path

  func stunt(_ input: String, mode: String = "", arguments: [String] = []) async throws -> (status: Int32, output: String) {
    try await StuntBinary.run(
      ["repl", "--plugin", Self.lamp, "--plugin-timeout", "1s"] + arguments, input: input,
      environment: ["LAMP_PLUGIN_MODE": mode, "STUNT_PLUGIN_PATH": ""], timeout: .seconds(60))
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
    #expect(output.contains("error: plugin lamp-plugin.py does not answer calls/clear, which came later in protocol version 1\n"))
    #expect(!output.contains("unloaded"))
    #expect(output.contains("+   isOn: true,"), "the module is still loaded")
    let (_, current) = try await stunt("load lamp\ncalls clear\n")
    #expect(current.contains("forgot 0 calls"))
  }

  /// Each failure is one `error:` line naming the plugin and what it was doing; the module is
  /// unloaded and the session goes on with a built-in.
  @Test(arguments: [
    ("crash", "was killed by signal 11 while answering module/send toggle"),
    ("kill", "was killed by signal 9 while answering module/send toggle"),
    ("hang", "did not answer within 1.0 seconds while answering module/send toggle"),
    ("garbage", "wrote something that is not a JSON-RPC message to stdout while answering module/send toggle: hello, this is not JSON"),
    ("huge", "sent a message longer than 8 MiB while answering module/send toggle"),
    ("exit", "exited with status 3 while answering module/send toggle — its stderr ended: lamp: the bulb burnt out"),
  ])
  func aFailingPluginIsOneErrorLineAndTheSessionGoesOn(mode: String, says: String) async throws {
    let (status, output) = try await stunt("load lamp\nsend toggle\nstate\nload counter\nsend incrementButtonTapped\n", mode: mode)
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors.first == "error: plugin lamp-plugin.py \(says) — lamp is unloaded; `load lamp` starts the plugin again", "\(output)")
    #expect(errors.count == 2, "\(output)")  // and `state` with no module loaded
    #expect(output.contains("loaded counter"))
    #expect(output.contains("+   count: 1,"))
    #expect(status == 2)
  }

  @Test func aPluginOfAnotherProtocolVersionIsLeftOut() async throws {
    let (_, output) = try await stunt("modules\nload counter\n", mode: "version")
    #expect(output.contains("error: plugin lamp-plugin.py speaks protocol version 2; Stunt speaks 1"))
    #expect(!output.contains("lamp          "))
    #expect(output.contains("loaded counter"))
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
  /// module's process when it runs isolated: the REPL says why and where, and goes on.
  @Test(.enabled(if: !Sanitizer.isActive, "a sanitizer reports the trap its own way"))
  func aTrapInAnIsolatedModuleIsOneErrorLine() async throws {
    let (status, output) = try await StuntBinary.run(
      ["--isolate"], input: "load counter\nset count 9223372036854775807\nsend incrementButtonTapped\nload counter\nsend incrementButtonTapped\n")
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors == [
      "error: plugin stunt (isolated) was killed by signal 4 while answering module/send incrementButtonTapped"
        + " — its stderr ended: Program crashed: Illegal instruction (at Reduce.swift:10)"
        + " — counter is unloaded; `load counter` starts the plugin again"
    ], "\(output)")
    #expect(output.hasSuffix("-   count: 0,\n+   count: 1,\n    fact: nil,\n    isLoading: false,\n    isTimerRunning: false\n  )\n"))
    #expect(status == 2)
  }

  /// The built-ins served by `stunt plugin-serve` replay every sample byte for byte.
  @Test func isolatedBuiltInsReplayEverySample() async throws {
    let result = try await StuntBinary.run(
      ["replay", "--isolate", "Samples", "README.md"], environment: ["CI": "true"], directory: StuntBinary.packageRoot,
      timeout: .seconds(300))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix(" passed, 0 failed\n"))
  }
}
