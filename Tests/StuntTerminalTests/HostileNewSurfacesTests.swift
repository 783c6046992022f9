import Foundation
import StuntTestSupport
import Testing

/// The ways in added last, fed what the REPL and replay were fed before: `stunt-generate`,
/// `stunt sandbox`, `stunt trust`, `save` and the reports. No file is damaged or written where it
/// must not be, no process is left behind, and each refusal is one clear line.
@Suite("Hostile input to the generator, the sandbox, trust and the reports")
struct HostileNewSurfacesTests {
  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func isCharacterDevice(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
  }

  /// The doubles' output is written as every file a user has: never over a device, and never
  /// over a file it reads.
  @Test func theGeneratorWritesNeitherADeviceNorItsInputs() async throws {
    let folder = try TemporaryFolder()
    let protocols = folder.appendingPathComponent("Logging.swift")
    let uses = folder.appendingPathComponent("Uses.swift")
    try write("protocol Logging { func log(_ message: String) }\n", to: protocols)
    try write("let named = LoggingDoubles.methods\n", to: uses)
    let generator = try StuntBinary.generator
    let device = try await StuntBinary.run(
      ["doubles", "--output", "/dev/null", "--uses", uses.path, "--module", "App", protocols.path], executable: generator)
    #expect(device.status == 2)
    #expect(device.output == "error: cannot write /dev/null: it is a character device, not a regular file\n")
    #expect(isCharacterDevice("/dev/null"))
    let over = try await StuntBinary.run(
      ["doubles", "--output", protocols.path, "--uses", uses.path, "--module", "App", protocols.path], executable: generator)
    #expect(over.status == 2)
    #expect(over.output.hasSuffix("Logging.swift, a file it reads; name another file\n"), "\(over.output)")
    #expect(try String(contentsOf: protocols, encoding: .utf8) == "protocol Logging { func log(_ message: String) }\n")
    let written = try await StuntBinary.run(
      ["doubles", "--output", folder.appendingPathComponent("out/GeneratedDoubles.swift").path, "--uses", uses.path, "--module", "App",
        protocols.path], executable: generator)
    #expect(written.status == 0, "\(written.output)")
    let help = try await StuntBinary.run(["--help"], executable: generator)
    #expect(help.status == 0)
    #expect(help.output.contains("Exit status: 0 done; 2 refused"))
    #expect(try await StuntBinary.run(["doubles", "--bogus"], executable: generator).status == 2)
  }

  @Test func theJUnitReportIsNeverTheSessionUnderTest() async throws {
    let folder = try TemporaryFolder()
    let session = "  > load counter\n  loaded counter (clock: real, numberFact: real)\n"
    try write(session, to: folder.appendingPathComponent("t.session"))
    let (status, output) = try await StuntBinary.run(
      ["replay", "t.session", "--junit", "./t.session"], environment: ["CI": "true"], directory: folder.url)
    #expect(status == 2)
    #expect(output == "error: --junit ./t.session is t.session, a session under test; name another file\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("t.session"), encoding: .utf8) == session)
  }

  /// A session in a folder whose path is longer than Foundation's current-folder buffer replays
  /// (it looked for its `.stunt-plugins` up an endless relative path); one longer than the
  /// system takes is refused in one line, not after the time limit.
  @Test func longPathsReplayUpToTheSystemsLimitAndAreRefusedPastIt() async throws {
    let folder = try TemporaryFolder()
    let component = String(repeating: "d", count: 200)
    var deep = folder.url
    for _ in 0..<12 { deep = deep.appendingPathComponent(component) }
    let session = "  > load counter\n  loaded counter (clock: real, numberFact: real)\n"
    try write(session, to: deep.appendingPathComponent("t.session"))
    let (status, output) = try await StuntBinary.run(
      ["replay", deep.appendingPathComponent("t.session").path], environment: ["CI": "true"], timeout: .seconds(120))
    #expect(status == 0, "\(output.suffix(300))")
    // 25 levels of 200 characters, more than PATH_MAX: made and entered one folder at a time.
    let stunt = try StuntBinary.url.path
    let steps = Array(repeating: component, count: 25).joined(separator: " ")
    let script = """
      cd '\(folder.path)' && for d in \(steps); do mkdir -p "$d" && cd "$d" || exit 9; done
      printf '  > load counter\\n' > t.session && '\(stunt)' replay t.session 2>&1; echo "status $?"; cd '\(folder.path)' && rm -rf '\(component)'
      """
    let refused = try await StuntBinary.shell("export CI=true\n" + script, bash: true)
    #expect(refused.contains("t.session:1: the replay worker failed: cannot start stunt: its folder's path is "), "\(refused)")
    #expect(refused.contains("bytes long, more than the 4095 this system takes; move it to a shorter path"))
    #expect(refused.hasSuffix("status 1\n"), "\(refused)")
  }

  /// Names are printed spelled out: a folder named with a line break refused by `stunt trust` is
  /// one `error:` line, a session file named with CR, ESC and LF one report line.
  @Test func namesWithControlCharactersPrintOnOneLine() async throws {
    let folder = try TemporaryFolder()
    let odd = folder.appendingPathComponent("a\ntrusted /etc/x\r\u{1B}[2K")
    try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
    try write("./plugin\n", to: odd.appendingPathComponent(".stunt-plugins"))
    let trust = try await StuntBinary.run(["trust", odd.path], environment: ["XDG_STATE_HOME": folder.path])
    #expect(trust.status == 2)
    #expect(trust.output.split(separator: "\n").count == 1, "\(trust.output.debugDescription)")
    #expect(trust.output.contains("a\\u{A}trusted /etc/x\\u{D}\\u{1B}[2K"), "\(trust.output)")
    let name = "b\r\u{1B}[1A\nPASS c.session"
    try write("  > load counter\n  wrong\n", to: folder.appendingPathComponent(name))
    let report = try await StuntBinary.run(["replay", name], environment: ["CI": "true"], directory: folder.url)
    #expect(report.status == 1)
    #expect(report.output.hasPrefix("FAIL b\\u{D}\\u{1B}[1A\\u{A}PASS c.session\n"), "\(report.output.debugDescription)")
    #expect(!report.output.contains("\u{1B}"))
  }

  /// `save` does not replace what Stunt reads: its own history and journals.
  @Test func saveRefusesStuntsOwnFiles() async throws {
    let folder = try TemporaryFolder()
    let state = folder.appendingPathComponent("stunt")
    try write("load counter\n", to: state.appendingPathComponent("history"))
    let (status, output) = try await StuntBinary.run(
      input: "load counter\nsave \(state.path)/history\n", environment: ["XDG_STATE_HOME": folder.path])
    #expect(status == 2)
    #expect(output.contains("error: cannot write '\(state.path)/history': it is in Stunt's own state folder"), "\(output)")
    #expect(try String(contentsOf: state.appendingPathComponent("history"), encoding: .utf8).hasPrefix("load counter\n"))
  }

  /// `stunt sandbox` waiting on SwiftPM evaluating a manifest that never ends: SIGTERM, SIGINT
  /// (Ctrl-C) or SIGHUP (a closed terminal) ends `stunt`, and with it `stunt-generate`,
  /// `swift-package` and the manifest, each in a process group of its own. The manifest says
  /// its process through a FIFO, so the test waits for that, not for a time.
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalToStuntSandboxEndsSwiftPMAndTheManifest(signal: Int32) async throws {
    let folder = try TemporaryFolder()
    let fifo = folder.appendingPathComponent("manifest.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let manifest = """
      // swift-tools-version:5.9
      import Foundation
      import PackageDescription

      if let said = FileHandle(forWritingAtPath: "\(fifo)") {
        said.write(Data("\\(ProcessInfo.processInfo.processIdentifier)\\n".utf8))
        try? said.close()
      }
      while true { sleep(1) }
      let package = Package(name: "Endless")

      """
    try write(manifest, to: folder.appendingPathComponent("Package.swift"))
    let stunt = Process()
    stunt.executableURL = try StuntBinary.url
    stunt.arguments = ["sandbox", "Anything"]
    stunt.currentDirectoryURL = folder.url
    stunt.standardOutput = FileHandle.nullDevice
    stunt.standardError = FileHandle.nullDevice
    try stunt.run()
    let said: String = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }
    }
    let manifestProcess = try #require(Int32(said.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(manifestProcess, 0) == 0)
    kill(stunt.processIdentifier, signal)
    // Not a deadline the test holds it to: a `stunt` that never ended would hold the test run.
    let pid = stunt.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + 300) { if stunt.isRunning { kill(pid, SIGKILL) } }
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        stunt.waitUntilExit()
        continuation.resume()
      }
    }
    #expect(stunt.terminationReason == .uncaughtSignal)
    #expect(stunt.terminationStatus == signal)
    // `stunt` waited for every process it ended: the manifest is gone, not a zombie.
    #expect(kill(manifestProcess, 0) == -1 && errno == ESRCH)
  }

  /// Every subcommand says what its exit status means, in the words `ExitStatusHelp` declares.
  @Test func everySubcommandDocumentsItsExitStatus() async throws {
    let listed = try await StuntBinary.run(["--help"]).output
    for subcommand in ["repl", "replay", "learn", "trust", "version", "sandbox", "backend", "plugin-exec", "plugin-serve", "manual-section"] {
      if ["plugin-exec", "plugin-serve", "manual-section"].contains(subcommand) == false {
        #expect(listed.contains("  \(subcommand)"), "\(subcommand) is not listed")
      }
      let (status, help) = try await StuntBinary.run([subcommand, "--help"])
      #expect(status == 0)
      #expect(help.contains("Exit status:"), "stunt \(subcommand) --help says nothing of its exit status")
    }
  }
}
