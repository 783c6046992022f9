import Foundation
import StuntTestSupport
import Testing

/// Every sample session, and the session blocks of the README and of the pages of `docs/`,
/// replayed by `stunt replay` as CI would run it (`CI=true`: nothing is rewritten). One test case
/// per file, named by its path.
@Suite("Samples replay green")
struct SampleReplayTests {
  static let files: [String] = {
    let root = StuntBinary.packageRoot
    let samples = FileManager.default.enumerator(atPath: root.appendingPathComponent("Samples").path)?
      .compactMap { $0 as? String }
      .filter { $0.hasSuffix(".session") || $0.hasSuffix(".md") }
      // A sample package built in place (`swift build` in Samples/plugins/warehouse) keeps its
      // dependencies' checkouts, with their own Markdown, under a hidden folder.
      .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
      .map { "Samples/" + $0 } ?? []
    // The pages of docs/ that hold ```session blocks (`stunt replay docs` finds the same ones).
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))?
      .filter { $0.hasSuffix(".md") }
      .filter { name in
        let text = (try? String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent(name), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").contains { $0.hasPrefix("```session") }
      }
      .map { "docs/" + $0 } ?? []
    return samples.sorted() + ["README.md"] + docs.sorted()
  }()

  @Test(arguments: files)
  func replays(_ path: String) async throws {
    let (status, output) = try await StuntBinary.run(
      ["replay", path], environment: ["CI": "true"], directory: StuntBinary.packageRoot)
    #expect(status == 0, "\(output)")
    #expect(output.hasSuffix("1 passed, 0 failed\n"), "\(output)")
  }

  @Test func thereAreSamplesForEverySeedScenario() {
    for sample in [
      "Samples/counter/testCounter.session", "Samples/counter/testTimer.session",
      "Samples/counter/fact-with-a-stub.session", "Samples/counter/fact-failing.session",
    ] {
      #expect(Self.files.contains(sample))
    }
  }
}
