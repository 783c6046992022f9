import Foundation
import StuntKit
import StuntSession
import StuntTestSupport
import StuntTesting
import Testing
import WarehouseModule

/// StuntTesting as a user's test target has it: the sample plugin's sessions are Swift Testing
/// cases, replayed with the plugin's module in process.
@Suite("Sessions as swift test cases")
struct SessionFileTests {
  @Test(arguments: SessionFile.all(under: "Samples/plugins/warehouse/Sessions"))
  func replays(_ session: SessionFile) async {
    await session.replay(modules: [WarehouseModule.self])
  }

  @Test func theFolderIsTheCallingPackagesAndTheFilesAreInReplayOrder() {
    #expect(SessionFile.all(under: "Samples/plugins/warehouse/Sessions").map(\.path) == [
      "Samples/plugins/warehouse/Sessions/OrderInteractionTester.session",
      "Samples/plugins/warehouse/Sessions/OrderStateTester.session",
      "Samples/plugins/warehouse/Sessions/mail-service.session",
      "Samples/plugins/warehouse/Sessions/record-then-stub.session",
    ])
  }

  /// Each failing command is one issue at the session's file and line, carrying what
  /// `stunt replay` prints for it; a file that does not parse is one issue at its line.
  @Test func aFailureIsAnIssueAtTheSessionsLineWithReplaysDifference() async throws {
    let folder = try TemporaryFolder()
    let file = folder.appendingPathComponent("shelf.session")
    try """
      Stocking the shelf.

        > load warehouse
        loaded warehouse (warehouse: real, mailer: spy)
        > send add product="Talisker" quantity=50
          WarehouseModule.State(
            orders: [],
            inventory: [
        +     "Talisker": 49
            ]
          )

      """.write(to: file, atomically: true, encoding: .utf8)
    let session = SessionFile(path: "shelf.session", url: file)
    let recorded = await issues { await session.replay(modules: [WarehouseModule.self]) }
    #expect(recorded.count == 1)
    let issue = try #require(recorded.first)
    #expect(issue.sourceLocation?.line == 5)
    #expect(issue.sourceLocation?.filePath == file.path)
    let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
    #expect(comment.hasPrefix("shelf.session:5: `send add product=\"Talisker\" quantity=50` printed something else (- expected, + actual)\n"), "\(comment)")
    #expect(comment.contains("-  9 | +     \"Talisker\": 49"), "\(comment)")
    #expect(comment.contains("+    | +     \"Talisker\": 50"), "\(comment)")

    try "  > load warehouse\n\tbad\n".write(to: file, atomically: true, encoding: .utf8)
    let broken = await issues { await session.replay(modules: [WarehouseModule.self]) }
    #expect(broken.map { $0.sourceLocation?.line } == [2])
  }

  /// A folder that is not there is one failing case, not a test that silently replays nothing.
  @Test func aMissingFolderIsOneFailingCase() async throws {
    let cases = SessionFile.all(under: "Samples/nowhere")
    #expect(cases.map(\.path) == ["Samples/nowhere"])
    let case_ = try #require(cases.first)
    let recorded = await issues { await case_.replay(modules: [WarehouseModule.self]) }
    #expect(recorded.map { $0.comments.map(\.rawValue) } == [["no such file or folder 'Samples/nowhere'"]])
  }

  /// The issues `body` records, each expected.
  func issues(_ body: @MainActor () async -> Void) async -> [Issue] {
    let recorded = Guarded<[Issue]>([])
    await withKnownIssue {
      await body()
    } matching: { issue in
      recorded.withLock { $0.append(issue) }
      return true
    }
    return recorded.withLock { $0 }
  }
}
