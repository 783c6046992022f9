import Foundation
import StuntTestSupport
import Testing

/// Hostile input, class by class, driven as a user would: a piped REPL, `stunt replay`, the
/// command line. Each gets one clear `error:` line (or a FAIL with its reason), nothing crashes
/// or hangs past its limit, and no file is changed that should not be.
@Suite("Hostile input")
struct HostileInputTests {
  func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func replay(_ arguments: [String], in folder: TemporaryFolder) async throws -> (status: Int32, output: String) {
    try await StuntBinary.run(["replay"] + arguments, environment: ["CI": "true"], directory: folder.url)
  }

  // MARK: - Unbounded recursion

  @Test func deepNestingIsOneErrorAndTheSessionGoesOn() async throws {
    let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
    for command in ["stub numberFact.fetch returns \(deep)", "send factResponse \(deep)", "expect count == \(deep)",
      "mock numberFact.fetch 1 number=\(deep)", "use numberFact real url=\(deep)"]
    {
      let (status, output) = try await StuntBinary.run(
        input: "load counter\nuse numberFact mock\n\(command)\nsend incrementButtonTapped\n")
      #expect(status == 2, "\(command.prefix(30))")
      #expect(output.split(separator: "\n").filter { $0.hasPrefix("error: ") } == [
        "error: invalid JSON at column 33: nested deeper than 32 levels"
      ])
      #expect(output.contains("+   count: 1,"))
    }
  }

  @Test func deepNestingInASessionFileFailsThatCommandOnly() async throws {
    let folder = try TemporaryFolder()
    let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
    _ = try write("  > load counter\n  > stub numberFact.fetch returns \(deep)\n  > expect count == 0\n  ok: count == 0\n", "deep.session", in: folder)
    let (status, output) = try await replay(["deep.session"], in: folder)
    #expect(status == 1)
    #expect(output.contains("deep.session:2: `stub numberFact.fetch returns [[[[[[[[[[[[[[[["))
    #expect(output.contains("+   | error: invalid JSON at column 33: nested deeper than 32 levels"))
    #expect(!output.contains("replay worker failed"))
  }

  // MARK: - Traps

  /// The counter's own `count += 1` traps at Int.max: the replay says why its worker died, at
  /// the command that was running, not a backtrace's addresses.
  @Test(.disabled(if: Sanitizer.isActive, "a sanitizer reports the crash in its own words"))
  func aWorkerThatTrapsIsReportedByItsReason() async throws {
    let folder = try TemporaryFolder()
    let temporary = try TemporaryFolder()
    _ = try write("  > load counter\n  > set count 9223372036854775807\n  > send incrementButtonTapped\n", "trap.session", in: folder)
    let (status, output) = try await StuntBinary.run(
      ["replay", "trap.session"], environment: ["CI": "true", "TMPDIR": temporary.path], directory: folder.url)
    #expect(status == 1)
    // The command is the one the worker's progress file had reached when it died.
    #expect(output.contains(
      "trap.session:3: `send incrementButtonTapped` the replay worker failed: it was killed by signal 4:"
        + " arithmetic overflow at CounterFeature.swift:"))
    #expect(!output.contains("0x"))
    // ... and that file is gone with the worker.
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("stunt-replay-") } == [])
  }

  /// A worker started by hand with its progress file pointing elsewhere (an empty file, a longer
  /// one, a device, a symlink to a file of the right size) replays all the same: no SIGBUS at
  /// the first command, and no byte of any of them changed.
  @Test func aWorkersProgressFileThatIsNotTheParentsIsLeftAlone() async throws {
    let folder = try TemporaryFolder()
    let job = #"{"path":"a.session","text":"  > load counter\n  > send incrementButtonTapped\n","update":"never"}"#
    let sixteen = String(repeating: "s", count: 16)
    let empty = try write("", "empty", in: folder)
    let longer = try write(String(repeating: "l", count: 100), "longer", in: folder)
    let target = try write(sixteen, "target", in: folder)
    let link = folder.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    for progress in [empty, longer, "/dev/null", link] {
      let (status, output) = try await StuntBinary.run(
        ["replay", "--worker"], input: job, environment: ["CI": "true", "STUNT_REPLAY_PROGRESS": progress], directory: folder.url)
      #expect(status == 0, "\(progress): \(output)")
      // Its verdict (the file has no expected output, so each command is a mismatch), judged to the end.
      #expect(output.contains("`send incrementButtonTapped` printed something else"), "\(progress): \(output)")
    }
    #expect(try String(contentsOfFile: empty, encoding: .utf8) == "")
    #expect(try String(contentsOfFile: longer, encoding: .utf8) == String(repeating: "l", count: 100))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == sixteen)
  }

  // MARK: - Work with no bound

  /// A `(re)` line that backtracks exponentially is matched in the worker, so the file's time
  /// limit stops it and says which expectation it was.
  @Test func aBacktrackingRegexIsStoppedByTheTimeLimit() async throws {
    let folder = try TemporaryFolder()
    let xs = String(repeating: "x", count: 30)
    _ = try write("""
      % exhaustivity off
        > load counter
        > use numberFact stub
        > stub numberFact.fetch returns "\(xs)"
        > send factButtonTapped
        > state fact
        "(x+x+)+y" (re)

      """, "backtrack.session", in: folder)
    let clock = ContinuousClock()
    let start = clock.now
    let (status, output) = try await replay(["--timeout", "5s", "backtrack.session"], in: folder)
    #expect(clock.now - start < .seconds(30))
    #expect(status == 1)
    #expect(output.contains(
      "backtrack.session:6: `state fact` had its output, but matching it with the expected lines did not finish within 5s and was stopped (a `(re)` line that backtracks?)"))
  }

  @Test func tooManyJobsIsAUsageError() async throws {
    let (status, output) = try await StuntBinary.run(["replay", "-j", "1000000000", "."])
    #expect(status == 2)
    #expect(output.hasPrefix("error: -j takes a number of files from 1 to 64, got 1000000000 — usage: stunt replay "))
    #expect(output.split(separator: "\n").count == 1)
  }

  /// A 130-byte file that runs itself ten times a line would run 10^8 commands eight deep.
  @Test func aRunThatMultipliesItselfStopsAtItsBudget() async throws {
    let folder = try TemporaryFolder()
    let bomb = try write(String(repeating: "run bomb.txt\n", count: 10), "bomb.txt", in: folder)
    let clock = ContinuousClock()
    let start = clock.now
    let (status, output) = try await StuntBinary.run(
      input: "load counter\nrun \(bomb)\nsend incrementButtonTapped\n", directory: folder.url)
    #expect(clock.now - start < .seconds(30))
    #expect(status == 2)
    #expect(output.contains(
      "error: run stopped after 10000 commands, the most one run may run (nested runs included); does '\(bomb)' run itself?"))
    #expect(output.hasSuffix("+   count: 1,\n    fact: nil,\n    isLoading: false,\n    isTimerRunning: false\n  )\n"))
  }

  @Test func aFIFOOrADeviceIsNotReadAsASession() async throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.appendingPathComponent("pipe.session").path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("zero.session").path, withDestinationPath: "/dev/zero")
    let (status, output) = try await replay(["pipe.session", "zero.session"], in: folder)
    #expect(status == 2)
    #expect(output.contains("pipe.session:1: error: it is a named pipe (FIFO), not a regular file"))
    #expect(output.contains("zero.session:1: error: it is a character device, not a regular file"))
    let typed = try await StuntBinary.run(input: "run pipe.session\nrun /dev/zero\nmodules\n", directory: folder.url)
    #expect(typed.output.contains("error: cannot run 'pipe.session': it is a named pipe (FIFO), not a regular file\n"))
    #expect(typed.output.contains("error: cannot run '/dev/zero': it is a character device, not a regular file\n"))
    #expect(typed.output.contains("counter  "))
  }

  // MARK: - Files

  @Test func saveNeverReplacesADeviceOrWritesThroughALinkToOne() async throws {
    let folder = try TemporaryFolder()
    let link = folder.appendingPathComponent("null-link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
    var before = stat()
    stat("/dev/null", &before)
    let (status, output) = try await StuntBinary.run(
      input: "load counter\nsave /dev/null\nsave \(link)\nsave /dev/full\nsave \(folder.path)\n")
    #expect(status == 2)
    #expect(output.split(separator: "\n").filter { $0.hasPrefix("error: ") } == [
      "error: cannot write '/dev/null': it is a character device, not a regular file",
      "error: cannot write '\(link)': it is a symbolic link to a character device, not to a regular file",
      "error: cannot write '/dev/full': it is a character device, not a regular file",
      "error: cannot write '\(folder.path)': it is a folder, not a regular file",
    ])
    var after = stat()
    stat("/dev/null", &after)
    #expect(after.st_mode == before.st_mode && after.st_rdev == before.st_rdev)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "/dev/null")
  }

  @Test func aReadOnlyFileIsReplacedOnlyWhenForced() async throws {
    let folder = try TemporaryFolder()
    let path = try write("keep me\n", "lesson.session", in: folder)
    chmod(path, 0o444)
    let refused = try await StuntBinary.run(input: "load counter\nsave \(path)\n")
    #expect(refused.output.contains("error: cannot write '\(path)': it is read-only — `save \(path) --force` replaces it\n"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
    let forced = try await StuntBinary.run(input: "load counter\nsave \(path) --force\n")
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("  > load counter\n"))
    #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o444)
  }

  @Test func updateAndJUnitRefuseReadOnlyFilesAndDevices() async throws {
    let folder = try TemporaryFolder()
    let original = "  > load counter\n  something else\n"
    let path = try write(original, "stale.session", in: folder)
    chmod(path, 0o444)
    let refused = try await replay(["--update=all", "stale.session"], in: folder)
    #expect(refused.status == 1)
    #expect(refused.output.contains("stale.session:1: cannot rewrite the file: it is read-only (--force rewrites it)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    let forced = try await replay(["--update=all", "--force", "stale.session"], in: folder)
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "  > load counter\n  loaded counter (clock: real, numberFact: real)\n")

    let junit = try await replay(["--junit", "/dev/null", "stale.session"], in: folder)
    #expect(junit.status == 2)
    #expect(junit.output.contains("error: cannot write the JUnit report to '/dev/null': it is a character device, not a regular file"))
  }

  /// A write the system refuses half way (here the file size limit: a full disk takes the same
  /// path) is reported, and the file it would have replaced is intact.
  @Test(.disabled(if: Sanitizer.isActive, "a sanitizer's runtime cannot start under `ulimit -f 1`"))
  func aFailedWriteIsReportedAndTheOriginalKept() async throws {
    let folder = try TemporaryFolder()
    let path = try write("the original\n", "big.session", in: folder)
    let stunt = try StuntBinary.url.path
    let script = "load counter\n" + String(repeating: "send incrementButtonTapped\n", count: 20) + "save \(path)\nstate count\n"
    let (status, output) = try await StuntBinary.run(
      ["-c", "ulimit -f 1; exec \(stunt)"], bytes: Data(script.utf8), executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(status == 2)
    #expect(output.contains("error: cannot write '\(path)': the file would be larger than this system allows (ulimit -f)\n"))
    #expect(output.hasSuffix("20\n"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "the original\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.session"])
  }

  // MARK: - Output and consistency

  @Test func controlCharactersInValuesAreSpelledOutNotPrinted() async throws {
    let (_, output) = try await StuntBinary.run(
      input: #"load counter"# + "\n" + #"stub numberFact.fetch returns ["a\u0000b\u001b[2Jc"]"# + "\n")
    // Quoted as typed: the JSON's own escapes, never the characters they stand for.
    #expect(output.contains(#"error: numberFact.fetch returns String; got ["a\u0000b\u001b[2Jc"] (an array)"#))
    #expect(!output.utf8.contains(0) && !output.utf8.contains(0x1B))
  }

  @Test func commandLineErrorsAreOneErrorLine() async throws {
    for (arguments, line) in [
      (["--bogus"], "error: unknown option '--bogus' — usage: stunt repl [--echo] [--settle <settle>] [--resume] [--context <context>] [--load <module>] [--course <course>] [--lang <lang>] [--plugin <plugin> ...] [--plugin-timeout <plugin-timeout>] [--isolate] [--in-process]"),
      (["backend", "--port", "99999"], "error: the value '99999' is invalid for '--port <port>' — usage: stunt backend [--port <port>]"),
      (["replay", "--timeout", "0.0001ms"], "error: --timeout takes a duration such as 30s or 2m — usage: stunt replay [<options>] [<paths> ...]"),
    ] {
      let (status, output) = try await StuntBinary.run(arguments)
      #expect(status == 2)
      #expect(output == line + "\n")
    }
  }

  @Test func argumentsAreNotSilentlyDroppedOrRounded() async throws {
    // In process: served out of process, the counter starts the backend as it loads.
    let (status, output) = try await StuntBinary.run(
      ["--in-process"], input: "load counter\nuse clock test\nbackend fail 503 2 3\nadvance 0.0001ms\nadvance 1.5ms\nbackend\n")
    #expect(status == 2)
    #expect(output.split(separator: "\n").filter { $0.hasPrefix("error: ") } == [
      #"error: unexpected argument '3' — usage: backend fail <status> ["message"] [count]"#,
      "error: '0.0001ms' is not a whole number of milliseconds — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, at most 24h)",
      "error: '1.5ms' is not a whole number of milliseconds — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, at most 24h)",
    ])
    #expect(output.hasSuffix("backend: not running (it starts when a real network dependency is first used)\n"))
  }
}
