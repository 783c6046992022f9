import Foundation
import StuntTestSupport
import Testing

@testable import StuntFuzzTargets

/// What the fuzzers start from and every input they ever caught Stunt out on
/// (`Fuzz/Regressions/<target>/`), checked on every test run without a fuzzer build: a crash
/// that comes back fails here.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let root = StuntBinary.packageRoot

  /// Checks block (the backend's on a socket), as they do in a fuzzer's own thread; here they
  /// run on a thread of their own, so the cooperative pool stays free for the backend.
  func check(_ target: FuzzTarget, _ bytes: [UInt8]) async -> String? {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: target.check(bytes)) }
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func seedsAndRegressionsAreHandled(target: FuzzTarget) async throws {
    let samples = SampleFile.all(in: ["Samples", "README.md", "docs"].map { Self.root.appendingPathComponent($0).path })
    #expect(!samples.isEmpty)
    let seeds = target.seeds(from: samples)
    #expect(seeds.count >= 8)
    for seed in seeds {
      let problem = await check(target, seed)
      #expect(problem == nil, "\(problem ?? ""): \(String(decoding: seed.prefix(200), as: UTF8.self).debugDescription)")
    }
    let folder = Self.root.appendingPathComponent("Fuzz/Regressions/\(target.rawValue)").path
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
      let problem = await check(target, Array(bytes))
      #expect(problem == nil, "\(problem ?? ""): Fuzz/Regressions/\(target.rawValue)/\(name)")
    }
  }

  /// The checks can fail: each catches the kind of wrong answer it is there for.
  @Test func wellHandledInputsPass() async {
    #expect(await check(.matcher, Array("a\n...\nb\0a\nx\nb".utf8)) == nil)
    #expect(await check(.session, Array(">send x\nout\n!\n".utf8)) == nil)
    #expect(await check(.values, Array(String(repeating: "[", count: 40).utf8)) == nil)
    #expect(await check(.backend, Array("GET /numbers/7 HTTP/1.1\r\nConnection: close\r\n\r\n".utf8)) == nil)
  }

  /// And the checks can fail: each catches the wrong answer it is there for.
  @Test func checksCatchWrongAnswers() {
    #expect(BackendTarget.wellFormed(Array("garbage\r\n".utf8)) == #"not an HTTP status line: "garbage\r\n""#)
    #expect(BackendTarget.wellFormed(Array("HTTP/1.1 20".utf8)) != nil)
    #expect(BackendTarget.wellFormed([]) == nil)
    #expect(MatcherTarget.accountsForEveryLine([.matched(expected: 1, actual: 0..<1)], 2, 1) != nil)
    #expect(MatcherTarget.accountsForEveryLine([.matched(expected: 0, actual: 0..<1)], 2, 1) == "alignment leaves lines out")
    #expect(ValueTarget.depth(.array([.array([.object([])])])) == 3)
  }
}
