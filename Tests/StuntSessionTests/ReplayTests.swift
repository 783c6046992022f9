import Foundation
import StuntKit
import StuntTestSupport
import Testing

@testable import StuntSession

/// The runner end to end with an in-process host that echoes commands: discovery, skip,
/// parse errors, update and exit status.
@MainActor
final class EchoHost: SessionHost {
  var mode = SessionMode()
  var isReplaying = false
  var language = Language.en
  /// The commands run so far: `% goal ran.<command> == true` holds once `<command>` has run.
  var ran: [String] = []
  func run(_ command: String) async -> CommandReport {
    ran.append(command)
    if command == "quit" { return CommandReport(lines: [], status: .quit) }
    if command.hasPrefix("fail") { return CommandReport(lines: ["FAIL: " + command], status: .failed) }
    return CommandReport(lines: ["echo " + command], status: .ok)
  }
  func finish() async -> CommandReport { CommandReport(lines: [], status: .ok) }
  /// `prints` goals, and `ran.<command> == true`.
  func unmet(_ goal: LessonGoal, printed: [CommandReport]) async -> String? {
    switch goal.check {
    case .prints(let text):
      return printed.contains { $0.lines.contains { $0.contains(text) } } ? nil : "no line holds '\(text)'"
    case .expect(let text):
      let command = text.split(separator: " ")[0].dropFirst("ran.".count)
      return ran.contains(String(command)) ? nil : "`\(command)` has not run"
    }
  }
}

final class Output: Sendable {
  private let text = Guarded("")
  func write(_ more: String) { text.withLock { $0 += more } }
  var value: String { text.withLock { $0 } }
}

@Suite("Replay runner")
struct ReplayTests {
  func run(_ folder: TemporaryFolder, update: UpdateMode = .never, paths: [String]? = nil) async -> (Int32, String) {
    let output = Output()
    let runner = ReplayRunner(
      options: ReplayOptions(paths: paths ?? [folder.path], jobs: 2, update: update),
      runner: InProcessScriptRunner { EchoHost() },
      write: output.write)
    let status = await runner.run()
    return (status, output.value.replacingOccurrences(of: folder.path + "/", with: ""))
  }

  @Test func passFailSkipAndSummary() async throws {
    let folder = try TemporaryFolder()
    try "  > hello\n  echo hello\n".write(to: folder.appendingPathComponent("a.session"), atomically: true, encoding: .utf8)
    try "  > hello\n  echo bye\n".write(to: folder.appendingPathComponent("b.session"), atomically: true, encoding: .utf8)
    try "% skip later\n  > x\n".write(to: folder.appendingPathComponent("c.session"), atomically: true, encoding: .utf8)
    try "# Doc\n\n```session\n  > hi\n  echo hi\n```\n".write(to: folder.appendingPathComponent("d.md"), atomically: true, encoding: .utf8)
    try "# Not a session\n".write(to: folder.appendingPathComponent("e.md"), atomically: true, encoding: .utf8)
    let (status, text) = await run(folder)
    #expect(status == 1)
    #expect(text == """
      PASS a.session
      FAIL b.session
        b.session:1: `hello` printed something else (- expected, + actual)
          - 2 | echo bye
          +   | echo hello
      SKIP c.session (later)
      PASS d.md
      2 passed, 1 failed, 1 skipped

      """)
  }

  /// What a runner was asked to replay, in the order it was asked.
  final class StartOrder: ScriptRunner {
    let inner = InProcessScriptRunner { EchoHost() }
    let started = Guarded<[String]>([])
    func run(_ job: ReplayJob, in folder: String, timeout: Duration) async -> Result<ReplayVerdict, ReplayFailure> {
      started.withLock { $0.append((job.path as NSString).lastPathComponent) }
      return await inner.run(job, in: folder, timeout: timeout)
    }
  }

  @Test func theLongestFilesStartFirstAndAreReportedInFileOrder() async throws {
    let folder = try TemporaryFolder()
    try "  > one\n  echo one\n  > two\n  echo two\n  > three\n  echo three\n"
      .write(to: folder.appendingPathComponent("a-most-commands.session"), atomically: true, encoding: .utf8)
    try "  > backend latency 3s\n  echo backend latency 3s\n  > finish 5s\n  echo finish 5s\n"
      .write(to: folder.appendingPathComponent("b-waits-8s.session"), atomically: true, encoding: .utf8)
    try "  > receive tick timeout=100ms\n  echo receive tick timeout=100ms\n"
      .write(to: folder.appendingPathComponent("c-waits-100ms.session"), atomically: true, encoding: .utf8)
    try "  > one\n  echo one\n"
      .write(to: folder.appendingPathComponent("d-one-command.session"), atomically: true, encoding: .utf8)
    let output = Output()
    let runner = StartOrder()
    let status = await ReplayRunner(options: ReplayOptions(paths: [folder.path], jobs: 1), runner: runner, write: output.write).run()
    #expect(status == 0)
    #expect(runner.started.withLock { $0 } == [
      "b-waits-8s.session", "c-waits-100ms.session", "a-most-commands.session", "d-one-command.session",
    ])
    #expect(output.value.replacingOccurrences(of: folder.path + "/", with: "") == """
      PASS a-most-commands.session
      PASS b-waits-8s.session
      PASS c-waits-100ms.session
      PASS d-one-command.session
      4 passed, 0 failed

      """)
  }

  @Test func aFileThatDoesNotParseExitsTwoAndIsNotTouched() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("bad.session")
    try "  > x\n\ty\n".write(to: path, atomically: true, encoding: .utf8)
    let (status, text) = await run(folder, update: .all)
    #expect(status == 2)
    #expect(text.contains("bad.session:2: error: a tab in the indentation — indent with spaces"))
    #expect(try String(contentsOf: path, encoding: .utf8) == "  > x\n\ty\n")
  }

  @Test func updateRewritesOutputButNeverBlessesAFailure() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("a.session")
    try "Prose stays.\n  > hello\n  echo bye\n  > fail now\n".write(to: path, atomically: true, encoding: .utf8)
    let (status, text) = await run(folder, update: .failed)
    // The output is recorded, but `[failed]` is the author's to write: the file still fails.
    #expect(status == 1)
    #expect(text.hasPrefix("FAIL a.session (updated 2 commands)\n  a.session:4: `fail now` failed, but no `[failed]` follows it"))
    #expect(try String(contentsOf: path, encoding: .utf8) == "Prose stays.\n  > hello\n  echo hello\n  > fail now\n  FAIL: fail now\n")
    try "Prose stays.\n  > hello\n  echo hello\n  > fail now\n  FAIL: fail now\n  [failed]\n".write(to: path, atomically: true, encoding: .utf8)
    #expect(await run(folder).0 == 0)
  }

  @Test func theDefaultLocalModeOnlyFillsInNewCommands() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("a.session")
    try "  > hello\n  echo bye\n  > new\n".write(to: path, atomically: true, encoding: .utf8)
    let (status, text) = await run(folder, update: .missing)
    #expect(status == 1)
    #expect(text.hasPrefix("FAIL a.session (updated 1 command)"))
    #expect(try String(contentsOf: path, encoding: .utf8) == "  > hello\n  echo bye\n  > new\n  echo new\n")
  }

  @Test func updatesKeepWindowsLineEndingsAndFollowSymlinks() async throws {
    let folder = try TemporaryFolder()
    let real = folder.appendingPathComponent("real.session")
    try "Prose\r\n  > hello\r\n  echo bye\r\n".write(to: real, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.session"), withDestinationURL: real)
    let (status, _) = await run(folder, update: .failed, paths: [folder.appendingPathComponent("link.session").path])
    #expect(status == 0)
    #expect(try String(contentsOf: real, encoding: .utf8) == "Prose\r\n  > hello\r\n  echo hello\r\n")
    let link = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("link.session").path)
    #expect(link[.type] as? FileAttributeType == .typeSymbolicLink)
  }

  @Test func filesWithoutCommandsAreErrors() async throws {
    let folder = try TemporaryFolder()
    try "Only prose.\n".write(to: folder.appendingPathComponent("prose.session"), atomically: true, encoding: .utf8)
    try "# Doc\n\n- item\n\n  ```session\n    > x\n  ```\n".write(to: folder.appendingPathComponent("indented.md"), atomically: true, encoding: .utf8)
    let (status, text) = await run(folder, paths: [folder.appendingPathComponent("prose.session").path, folder.appendingPathComponent("indented.md").path])
    #expect(status == 2)
    #expect(text.contains("prose.session:1: error: no commands (lines `  > command`): nothing to replay"))
    #expect(text.contains("indented.md:5: error: the ```session fence is indented; put it at column 0"))
  }

  @Test func hiddenFoldersAreNotSearched() async throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try "  > hello\n  wrong\n".write(to: folder.appendingPathComponent(".build/x.session"), atomically: true, encoding: .utf8)
    try "  > hello\n  echo hello\n".write(to: folder.appendingPathComponent("a.session"), atomically: true, encoding: .utf8)
    #expect(await run(folder) == (0, "PASS a.session\n1 passed, 0 failed\n"))
  }

  @Test func invalidUTF8IsReportedAtItsLine() throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("bad.session")
    try Data("  > x\n  ok\n  \u{FF}".utf8 + [0xFF, 0x0A]).write(to: path)
    guard case .failure(let error) = SessionFiles.load(path.path) else {
      Issue.record("invalid UTF-8 was read")
      return
    }
    #expect(error == SessionParseError(line: 3, message: "the file is not UTF-8 text"))
  }

  @Test func missingPathsAndEmptyFoldersAreUsageErrors() async throws {
    let folder = try TemporaryFolder()
    #expect(await run(folder, paths: [folder.path + "/nope"]) == (2, "error: no such file or folder 'nope'\n"))
    #expect(await run(folder).0 == 2)
  }
}
