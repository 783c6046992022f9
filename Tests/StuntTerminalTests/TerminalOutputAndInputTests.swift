import Foundation
import StuntSession
import StuntTestSupport
import Testing

@testable import StuntTerminal

@Suite("Wrapping, pasting and the session journal")
struct TerminalOutputAndInputTests {
  @Test func aTableRowContinuesUnderItsLastColumn() {
    let line = "urlSession  real  where the game asks for a random number (URLSessionProtocol.dataTask)"
    #expect(LineWrapper.wrap(line, width: 50) == [
      "urlSession  real  where the game asks for a random",
      "                  number",
      "                  (URLSessionProtocol.dataTask)",
    ])
    #expect(LineWrapper.wrap(line, width: 200) == [line], "a line that fits stays whole")
  }

  @Test func anErrorContinuesAfterItsPrefixAndAWordLongerThanTheLineIsCut() {
    #expect(LineWrapper.wrap("error: unknown input 'x' — did you mean 'incrementButtonTapped'?", width: 32) == [
      "error: unknown input 'x' — did",
      "       you mean",
      "       'incrementButtonTapped'?",
    ])
    #expect(LineWrapper.wrap(String(repeating: "a", count: 50), width: 20) == [
      String(repeating: "a", count: 20), "  " + String(repeating: "a", count: 18), "  " + String(repeating: "a", count: 12),
    ])
  }

  @Test func hangulTakesTwoColumns() {
    let wrapped = LineWrapper.wrap("ok: introduction == \"그룹 소개 그룹 소개 그룹 소개\"", width: 30)
    #expect(wrapped.count == 2)
    #expect(wrapped.allSatisfy { LineWrapper.displayWidth(Array($0)[...]) <= 30 }, "\(wrapped)")
  }

  @Test func aPastedTranscriptGivesItsCommandsAndSkipsItsOutput() {
    var pasted = PastedTranscript()
    let lines = ["  > load counter", "  loaded counter (clock: real)", "", "  > state", "  ...", "  [failed]", "state", "  state"]
    let commands = lines.compactMap { pasted.command(in: Array($0.utf8)) }.map { String(decoding: $0, as: UTF8.self) }
    #expect(commands == ["load counter", "state", "state", "  state"], "after a typed line, indentation is the user's")
  }

  @Test func theJournalKeepsEachCommandAndTheNextSessionFindsIt() throws {
    let folder = try TemporaryFolder()
    let sessions = folder.appendingPathComponent("sessions").path
    do {
      let journal = try #require(SessionJournal.start(in: sessions))
      journal.record(command: "load counter", report: CommandReport(lines: ["loaded counter"]))
      journal.record(command: "send nope", report: CommandReport(lines: ["error: unknown input 'nope'"], status: .rejected))
    }
    // The journal is this process's own, so it is running: another process sees it as ended.
    #expect(SessionJournal.previous(in: sessions) == nil)
    let written = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions).first)
    let text = try String(contentsOfFile: sessions + "/" + written, encoding: .utf8)
    #expect(text.hasSuffix("  > load counter\n  loaded counter\n  > send nope\n  error: unknown input 'nope'\n  [failed]\n"))
    let attributes = try FileManager.default.attributesOfItem(atPath: sessions + "/" + written)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    // An ended one, of a process that is gone:
    let ended = sessions + "/session-999999999-1.session"
    try (text).write(toFile: ended, atomically: true, encoding: .utf8)
    #expect(SessionJournal.previous(in: sessions) == ended)
  }

  /// How the session started (`stunt --context test`) heads its journal, where `resume` reads it.
  @Test func theJournalSaysHowTheSessionStarted() throws {
    let folder = try TemporaryFolder()
    let sessions = folder.appendingPathComponent("sessions").path
    do {
      let journal = try #require(SessionJournal.start(in: sessions, directives: ["% context test"]))
      journal.record(command: "load counter", report: CommandReport(lines: ["loaded counter"]))
    }
    let written = try #require(try FileManager.default.contentsOfDirectory(atPath: sessions).first)
    let document = try SessionParser.parse(String(contentsOfFile: sessions + "/" + written, encoding: .utf8), path: written)
    #expect(document.mode.context == .test)
    #expect(document.commands.map(\.command) == ["load counter"])
  }

  @Test func onlyTheNewestEndedJournalsAreKept() throws {
    let folder = try TemporaryFolder()
    let sessions = folder.appendingPathComponent("sessions").path
    try FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
    for index in 0..<15 {
      let path = sessions + "/session-99999999\(index)-1.session"
      try "x".write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(index))], ofItemAtPath: path)
    }
    _ = SessionJournal.start(in: sessions)
    let left = try FileManager.default.contentsOfDirectory(atPath: sessions)
    #expect(left.count == SessionJournal.kept + 1, "the ten newest ended ones, and this one")
    #expect(!left.contains("session-999999990-1.session"))
  }
}
