import Foundation
import Testing

@testable import StuntTerminal

@Suite("Terminal pieces")
struct TerminalPiecesTests {
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
    #expect(file.prepare())
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/stunt")
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
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
