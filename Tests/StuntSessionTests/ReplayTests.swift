import Foundation
import StuntTestSupport
import Synchronization
import Testing

@testable import StuntSession

/// The runner end to end with an in-process host that echoes commands: discovery, skip,
/// parse errors, update and exit status.
@MainActor
final class EchoHost: SessionHost {
  var isExhaustive = true
  func run(_ command: String) async -> CommandOutput {
    if command == "quit" { return CommandOutput(lines: [], outcome: .quit) }
    if command.hasPrefix("fail") { return CommandOutput(lines: ["FAIL: " + command], outcome: .failed) }
    return CommandOutput(lines: ["echo " + command], outcome: .ok)
  }
  func finish() async -> CommandOutput { CommandOutput(lines: [], outcome: .ok) }
}

final class Output: Sendable {
  private let text = Mutex("")
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

  @Test func aFileThatDoesNotParseExitsTwoAndIsNotTouched() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("bad.session")
    try "  > x\n\ty\n".write(to: path, atomically: true, encoding: .utf8)
    let (status, text) = await run(folder, update: .all)
    #expect(status == 2)
    #expect(text.contains("bad.session:2: error: a tab in the indentation — indent with spaces"))
    #expect(try String(contentsOf: path, encoding: .utf8) == "  > x\n\ty\n")
  }

  @Test func updateRewritesAndThenPasses() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("a.session")
    try "Prose stays.\n  > hello\n  echo bye\n  > fail now\n".write(to: path, atomically: true, encoding: .utf8)
    let (status, text) = await run(folder, update: .failed)
    #expect(status == 0)
    #expect(text.hasPrefix("PASS a.session (updated 2 commands)"))
    #expect(try String(contentsOf: path, encoding: .utf8) == "Prose stays.\n  > hello\n  echo hello\n  > fail now\n  FAIL: fail now\n  [failed]\n")
    #expect(await run(folder).0 == 0)
  }

  @Test func missingPathsAndEmptyFoldersAreUsageErrors() async throws {
    let folder = try TemporaryFolder()
    #expect(await run(folder, paths: [folder.path + "/nope"]) == (2, "error: no such file or folder 'nope'\n"))
    #expect(await run(folder).0 == 2)
  }
}
