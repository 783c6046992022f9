import Foundation
import StuntTestSupport

/// `stunt-generate doubles` for a protocol of 500 and of 5,000 requirements (what `make install`
/// installs, `.build-generate`): the time per requirement at 5,000 against that at 500, which is
/// 1 when the cost grows with the input and no faster, and the time for 5,000. Median of 3.
@MainActor
enum GeneratorScaling {
  static func measure(generator: URL) async throws {
    guard FileManager.default.isExecutableFile(atPath: generator.path) else {
      throw BenchmarkFailure("\(generator.path) is missing: make generator builds it")
    }
    let folder = try TemporaryFolder()
    let uses = folder.appendingPathComponent("Uses.swift")
    try "let named = WideDoubles.methods\n".write(to: uses, atomically: true, encoding: .utf8)
    var seconds: [Int: Double] = [:]
    for count in [500, 5_000] {
      let source = folder.appendingPathComponent("Wide\(count).swift")
      let requirements = (0..<count).map { "  func call\($0)(value: Int, note: String) async throws -> [String]\n" }.joined()
      try ("protocol Wide {\n" + requirements + "}\n").write(to: source, atomically: true, encoding: .utf8)
      let output = folder.appendingPathComponent("Generated\(count).swift").path
      var runs: [Double] = []
      for _ in 0..<3 {
        try? FileManager.default.removeItem(atPath: output)
        let clock = ContinuousClock()
        let start = clock.now
        let (status, printed) = try await StuntBinary.run(
          ["doubles", "--output", output, "--uses", uses.path, "--module", "Wide", source.path], timeout: .seconds(1_800),
          executable: generator)
        guard status == 0 else { throw BenchmarkFailure("stunt-generate failed on \(count) requirements: \(printed.prefix(300))") }
        runs.append(Benchmarks.milliseconds(clock.now - start) / 1_000)
      }
      seconds[count] = Benchmarks.median(runs)
    }
    let small = seconds[500] ?? 0
    let large = seconds[5_000] ?? 0
    let growth = (large / 5_000) / (small / 500)
    print(String(
      format: "doubles of 500 requirements %.2f s, of 5,000 %.2f s — per requirement %.2fx %@; 5,000 in %.1f s %@",
      small, large, growth, Goal.check("doubles' time per requirement, 5,000 against 500", growth, .atMost(1.3)), large,
      Goal.check("doubles of a protocol of 5,000 requirements", large, .atMost(5), unit: " s")))
  }
}
