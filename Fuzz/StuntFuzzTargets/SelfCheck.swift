import Foundation

/// `stunt-fuzz --self-check SAMPLES... --regressions FOLDER`, which `Fuzz/run` runs before any
/// fuzzing: every target's seeds and saved regressions are handled, and each check can fail, so a
/// fuzzer that finds nothing has looked. (Not a test target: a test runner's `main` and
/// libFuzzer's cannot be linked into one binary, and the fuzzers are built only with libFuzzer.)
public enum SelfCheck {
  /// What is wrong, one line each; none when all is well.
  public static func problems(samples: [SampleFile], regressions: String) -> [String] {
    var problems: [String] = []
    if samples.isEmpty { problems.append("no sample file to take seeds from") }
    for target in FuzzTarget.allCases {
      let seeds = target.seeds(from: samples)
      if seeds.count < 8 { problems.append("\(target.rawValue): \(seeds.count) seeds, fewer than 8") }
      for seed in seeds {
        if let problem = target.check(seed) {
          problems.append("\(target.rawValue): \(problem): \(String(decoding: seed.prefix(200), as: UTF8.self).debugDescription)")
        }
      }
      let folder = URL(fileURLWithPath: regressions).appendingPathComponent(target.rawValue)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { continue }
        if let problem = target.check(Array(bytes)) { problems.append("\(target.rawValue): \(problem): regression \(name)") }
      }
    }
    return problems + checksPassWellHandledInputs() + checksCatchWrongAnswers()
  }

  static func checksPassWellHandledInputs() -> [String] {
    let inputs: [(FuzzTarget, String)] = [
      (.matcher, "a\n...\nb\0a\nx\nb"), (.session, ">send x\nout\n!\n"), (.values, String(repeating: "[", count: 40)),
      (.backend, "GET /numbers/7 HTTP/1.1\r\nConnection: close\r\n\r\n"),
    ]
    return inputs.compactMap { target, input in
      target.check(Array(input.utf8)).map { "\(target.rawValue) refuses a well-handled input \(input.debugDescription): \($0)" }
    }
  }

  static func checksCatchWrongAnswers() -> [String] {
    let caught: [(String, Bool)] = [
      ("a garbage status line", BackendTarget.wellFormed(Array("garbage\r\n".utf8)) == #"not an HTTP status line: "garbage\r\n""#),
      ("a cut status line", BackendTarget.wellFormed(Array("HTTP/1.1 20".utf8)) != nil),
      ("a closed connection passes", BackendTarget.wellFormed([]) == nil),
      ("an alignment out of order", MatcherTarget.accountsForEveryLine([.matched(expected: 1, actual: 0..<1)], 2, 1) != nil),
      (
        "an alignment that leaves lines out",
        MatcherTarget.accountsForEveryLine([.matched(expected: 0, actual: 0..<1)], 2, 1) == "alignment leaves lines out"
      ),
      ("a value's depth", ValueTarget.depth(.array([.array([.object([])])])) == 3),
    ]
    return caught.filter { !$0.1 }.map { "a check misses \($0.0)" }
  }
}
