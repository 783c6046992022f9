import Foundation
import StuntTestSupport

/// What a trap's report costs: the release `stunt` (its built-ins served out of process, as the
/// REPL's default) traps the counter (`arithmetic overflow at CounterFeature.swift:40`), against
/// the same commands that do not trap, both counted in CPU seconds of every process they ran
/// (the served process and its backtracer are reaped before `stunt` is). Median of 3.
@MainActor
enum TrapReportCost {
  static func measure(stunt: URL) async throws {
    let trapping = "load counter\nset count 9223372036854775807\nsend incrementButtonTapped\nstate count\n"
    let passing = "load counter\nset count 9223372036854775806\nsend incrementButtonTapped\nstate count\n"
    var reports: [Double] = []
    var baselines: [Double] = []
    for _ in 0..<3 {
      let (report, printed) = try await cpuSeconds(of: trapping, stunt: stunt)
      guard printed.contains("arithmetic overflow at CounterFeature.swift:40") else {
        throw BenchmarkFailure("the trap was not reported with its reason and line: \(printed.suffix(400))")
      }
      reports.append(report)
      baselines.append(try await cpuSeconds(of: passing, stunt: stunt).seconds)
    }
    let cost = Benchmarks.median(reports) - Benchmarks.median(baselines)
    print(String(
      format: "a trap's report (release stunt, the counter's overflow): %.2f s of CPU, the same commands without the trap %.2f s — the report %.2f s %@",
      Benchmarks.median(reports), Benchmarks.median(baselines), cost,
      Goal.check("CPU of a trap's report", cost, .atMost(0.5), unit: " s")))
  }

  /// CPU (user and system) of `stunt` and everything it waited for, fed `input`.
  private static func cpuSeconds(of input: String, stunt: URL) async throws -> (seconds: Double, printed: String) {
    let before = Benchmarks.childrenCPU()
    let (_, printed) = try await StuntBinary.run(input: input, executable: stunt)
    return (Benchmarks.childrenCPU() - before, printed)
  }
}
