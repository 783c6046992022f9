import Foundation
import StuntTestSupport
import Testing

import StuntCommandLine
@testable import StuntEngine
@testable import StuntTerminal

@Suite("Terminal pieces")
struct TerminalPiecesTests {
  /// A sandbox's build output: the toolchain's `Internal Error: dataCorrupted` lines (one per
  /// macro expansion of a package with macros; swiftlang/swift#86833) left out and said once;
  /// on a terminal, progress lines overwrite each other; everything else whole and in order.
  @Test func buildOutputLeavesOutTheToolchainsNoiseAndSaysSoOnce() {
    var printed = ""
    var output = BuildOutput(overwritesProgress: true) { printed += $0 }
    let noise = #"Internal Error: dataCorrupted(Swift.DecodingError.Context(codingPath: [], debugDescription: "Corrupted JSON", underlyingError: nil))"#
    output.take(Data("[1/3] Compiling A a.swift\n\(noise)\n[2/3] Comp".utf8))
    output.take(Data("iling B b.swift\n\(noise)\nwarning: x is unused\n[3/3] Linking app\nBuild complete!".utf8))
    output.finish()
    #expect(output.leftOut == 2)
    #expect(!printed.contains("Internal Error: dataCorrupted(Swift"))
    #expect(printed.hasPrefix("\r\u{1B}[2K[1/3] Compiling A a.swift\r\u{1B}[2K[2/3] Compiling B b.swift\r\u{1B}[2Kwarning: x is unused\n"))
    #expect(printed.contains("Build complete!\nnote: left out 2 lines 'Internal Error: dataCorrupted(…)'"))
    var plain = ""
    var piped = BuildOutput(overwritesProgress: false) { plain += $0 }
    piped.take(Data("[1/2] Compiling A a.swift\n[2/2] Linking app\n".utf8))
    piped.finish()
    #expect(plain == "[1/2] Compiling A a.swift\n[2/2] Linking app\n")
  }

  /// A sandbox of a user's package is started by `stunt sandbox --` (its program name): leaving
  /// with commands only the journal holds names that, not `stunt --resume`, which has no
  /// sandbox modules.
  @MainActor @Test func theHintOnLeavingNamesHowThisToolIsStarted() async throws {
    let folder = try TemporaryFolder()
    var settings = SandboxSettings()
    settings.invocation = "stunt sandbox --"
    let script = folder.url.appendingPathComponent("script")
    try Data("modules\n".utf8).write(to: script)
    guard let file = fopen(script.path, "r") else { throw POSIXError(.ENOENT) }
    defer { fclose(file) }
    var printed = ""
    let repl = Repl(
      sandbox: Sandbox(modules: [SandboxModule](), settings: settings), reader: PlainLineReader(file: file),
      journal: SessionJournal.start(in: folder.path), write: { printed += $0 })
    _ = await repl.run()
    #expect(printed.contains("`stunt sandbox -- --resume` runs this session again"), "\(printed)")
  }

  @Test func historyFileLocation() {
    #expect(HistoryFile.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/stunt/history")
    #expect(HistoryFile.standard(environment: ["HOME": "/h"])?.path == "/h/.local/state/stunt/history")
    #expect(HistoryFile.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path == "/h/.local/state/stunt/history")
    #expect(HistoryFile.standard(environment: [:]) == nil)
  }

  @Test func historyFileIsCreatedPrivate() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-history-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = HistoryFile(path: folder.path + "/stunt/history")
    #expect(throws: Never.self) { try file.prepare().get() }
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/stunt")
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
  }

  /// A history file that is not a regular file of ours is not used and not touched: reading a
  /// FIFO would block before the first prompt, reading `/dev/zero` would never end, and a
  /// `chmod` through a link would change `/dev/null`'s mode.
  @Test func historyFileThatIsNotARegularFileIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    let history = folder.appendingPathComponent("stunt/history").path
    try FileManager.default.createDirectory(atPath: folder.path + "/stunt", withIntermediateDirectories: true)
    func problem() -> String? {
      if case .failure(let problem) = HistoryFile(path: history).prepare() { return problem.description }
      return nil
    }
    #expect(mkfifo(history, 0o600) == 0)
    #expect(problem() == "it is a named pipe (FIFO), not a regular file")
    try FileManager.default.removeItem(atPath: history)

    var before = stat()
    stat("/dev/null", &before)
    for device in ["/dev/zero", "/dev/null"] {
      try FileManager.default.createSymbolicLink(atPath: history, withDestinationPath: device)
      #expect(problem() == "it is a character device, not a regular file")
      try FileManager.default.removeItem(atPath: history)
    }
    var after = stat()
    stat("/dev/null", &after)
    #expect(after.st_mode == before.st_mode)

    try FileManager.default.createSymbolicLink(atPath: history, withDestinationPath: folder.path + "/missing")
    #expect(problem() == "it is a symbolic link to nothing (a missing file)")
    try FileManager.default.removeItem(atPath: history)

    try Data(count: HistoryFile.largest + 1).write(to: URL(fileURLWithPath: history))
    #expect(problem() == "it is 4194305 bytes long; such files are limited to 4 MiB")
    #expect(try Data(contentsOf: URL(fileURLWithPath: history)).count == HistoryFile.largest + 1)
  }

  @Test func historyFileLinkedToARegularFileIsUsedThere() throws {
    let folder = try TemporaryFolder()
    let real = folder.appendingPathComponent("dotfiles-history").path
    try "_HiStOrY_V2_\n".write(toFile: real, atomically: true, encoding: .utf8)
    chmod(real, 0o644)
    try FileManager.default.createDirectory(atPath: folder.path + "/stunt", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/stunt/history", withDestinationPath: real)
    let checked = try HistoryFile(path: folder.path + "/stunt/history").prepare().get()
    #expect(checked.path.hasSuffix("/dotfiles-history"))
    #expect((try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int) == 0o600)
  }

  @Test func colourOnlyWhenEnabled() {
    let colour = Colorizer(isEnabled: true)
    #expect(colour.paint("error: x") == "\u{1B}[31merror: x\u{1B}[0m")
    #expect(colour.paint("+   count: 1,") == "\u{1B}[32m+   count: 1,\u{1B}[0m")
    #expect(colour.paint("  count: 1,") == "  count: 1,")
    #expect(Colorizer(isEnabled: false).paint("error: x") == "error: x")
    #expect(!Colorizer.forStandardOutput(environment: ["NO_COLOR": "1"]).isEnabled)
  }

  @Test func candidatesAreLaidOutInColumns() {
    #expect(CandidateList.layout(["clock", "numberFact"]) == "clock       numberFact")
    #expect(CandidateList.layout(["a", "b", "c"], width: 6) == "a  b\nc")
  }
}
