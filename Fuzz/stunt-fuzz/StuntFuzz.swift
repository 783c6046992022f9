import Foundation
import StuntFuzzTargets

/// `stunt-fuzz <target> [arguments]`.
///
/// Built with `-sanitize=fuzzer` (`make fuzz`) it is a libFuzzer fuzzer: the arguments are
/// libFuzzer's (corpus folders, `-max_total_time=60` ...). Built plainly, it checks the files
/// and folders it is given, one input per file, and exits 1 if any is handled wrongly, which is
/// how a crash the fuzzer found is replayed; `--mutate SECONDS` fuzzes it without libFuzzer
/// (`Mutation`). `stunt-fuzz <target> --seeds FOLDER PATHS...`
/// writes the inputs a target starts from, taken from the sample sessions in PATHS;
/// `stunt-fuzz --self-check PATHS... --regressions FOLDER` checks the checks (`SelfCheck`).
@main
enum StuntFuzz {
  /// Children libFuzzer starts (`-fork`, `-jobs`) see the target here, as their arguments do
  /// not carry it.
  static let targetVariable = "STUNT_FUZZ_TARGET"

  static func main() {
    var arguments = CommandLine.arguments
    if arguments.count > 1, arguments[1] == "--self-check" { exit(selfCheck(Array(arguments.dropFirst(2)))) }
    let named = arguments.count > 1 ? FuzzTarget(rawValue: arguments[1]) : nil
    if named != nil { arguments.remove(at: 1) }
    guard let target = named ?? ProcessInfo.processInfo.environment[targetVariable].flatMap(FuzzTarget.init) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(Data("error: stunt-fuzz takes a target first: one of \(names)\n".utf8))
      exit(2)
    }
    setenv(targetVariable, target.rawValue, 1)
    if arguments.count > 2, arguments[1] == "--seeds" {
      exit(writeSeeds(target, into: arguments[2], from: Array(arguments.dropFirst(3))))
    }
    if arguments.count > 2, arguments[1] == "--mutate" {
      exit(Mutation.run(target, Array(arguments.dropFirst())))
    }
    if let driver = LibFuzzer.driver {
      exit(LibFuzzer.run(driver, target: target, arguments: arguments))
    }
    exit(replay(target, Array(arguments.dropFirst())))
  }

  static func writeSeeds(_ target: FuzzTarget, into folder: String, from paths: [String]) -> Int32 {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (number, seed) in target.seeds(from: SampleFile.all(in: paths)).enumerated() {
        try Data(seed).write(to: URL(fileURLWithPath: folder).appendingPathComponent("seed-\(number)"))
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: cannot write seeds to '\(folder)': \(error)\n".utf8))
      return 1
    }
  }

  /// `--self-check SAMPLES... --regressions FOLDER` (`SelfCheck`): prints each problem.
  static func selfCheck(_ arguments: [String]) -> Int32 {
    let regressions = arguments.firstIndex(of: "--regressions")
    let samples = Array(arguments[..<(regressions ?? arguments.endIndex)])
    let folder = regressions.flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil } ?? "Fuzz/Regressions"
    let problems = SelfCheck.problems(samples: SampleFile.all(in: samples), regressions: folder)
    for problem in problems { print("FAIL \(problem)") }
    print("stunt-fuzz self-check: \(FuzzTarget.allCases.count) targets, \(problems.count) problems")
    return problems.isEmpty ? 0 : 1
  }

  /// Checks every file under the given paths; prints each one handled wrongly.
  static func replay(_ target: FuzzTarget, _ paths: [String]) -> Int32 {
    var failed = false
    for file in paths.flatMap(InputFiles.under) {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      if let problem = target.check(Array(data)) {
        print("FAIL \(file): \(problem)")
        failed = true
      }
    }
    return failed ? 1 : 0
  }
}
