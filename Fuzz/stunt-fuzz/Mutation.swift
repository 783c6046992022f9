import Foundation
import StuntFuzzTargets
import StuntKit

/// `stunt-fuzz <target> --mutate SECONDS [--seed N] [--artifacts FOLDER] PATHS...`: fuzzing
/// without libFuzzer's guidance, which `make test` runs over the generator: a plain debug build
/// once ran it, when instrumenting swift-syntax was too dear; the fuzz package now builds it
/// instrumented, so `Fuzz/run 60 generator` runs libFuzzer over it too. The target's seeds, and the
/// inputs under PATHS (its saved regressions), are mutated at random (bytes changed, inserted
/// and removed, Swift's own words put in, pieces of one input spliced into another) for SECONDS,
/// from a fixed seed, and each mutant is checked; the first one handled wrongly is written to
/// FOLDER and the exit status is 1.
enum Mutation {
  static func run(_ target: FuzzTarget, _ arguments: [String]) -> Int32 {
    var seconds = 5.0
    var seed: UInt64 = 1
    var artifacts = ".build-fuzz/artifacts/\(target.rawValue)"
    var paths: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--mutate": seconds = rest.popFirst().flatMap(Double.init) ?? seconds
      case "--seed": seed = rest.popFirst().flatMap(UInt64.init) ?? seed
      case "--artifacts": artifacts = rest.popFirst() ?? artifacts
      default: paths.append(argument)
      }
    }
    var inputs = target.seeds(from: [])
    for path in paths.flatMap(InputFiles.under) {
      if let data = FileManager.default.contents(atPath: path) { inputs.append(Array(data)) }
    }
    guard !inputs.isEmpty else {
      FileHandle.standardError.write(Data("error: \(target.rawValue) has no input to mutate\n".utf8))
      return 2
    }
    var random = SeededRandom(seed: seed)
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
    var count = 0
    while ContinuousClock.now < deadline {
      var mutant = inputs[Int(random.next() % UInt64(inputs.count))]
      for _ in 0...(random.next() % 4) { mutate(&mutant, with: inputs, &random) }
      count += 1
      if let problem = target.check(mutant) {
        try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        let file = (artifacts as NSString).appendingPathComponent("mutant-\(seed)-\(count)")
        _ = FileManager.default.createFile(atPath: file, contents: Data(mutant))
        print("fuzz \(target.rawValue): FOUND a problem after \(count) mutated inputs: \(problem)")
        print("  the input is \(file); replay it with: stunt-fuzz \(target.rawValue) \(file)")
        print("  then add it to Fuzz/Regressions/\(target.rawValue)/ with the fix")
        return 1
      }
    }
    print("fuzz \(target.rawValue): \(Int(seconds))s, \(count) mutated inputs from \(inputs.count), nothing found")
    return 0
  }

  /// Swift's words and marks, which random bytes would rarely make.
  static let words: [String] = [
    "func ", "protocol ", "associatedtype ", "typealias ", "some ", "any ", "async ", "throws ", "rethrows ", "inout ",
    "static ", "mutating ", "subscript(", "init(", "var x: Int { get set }\n", "-> Self", "<T>", "<T: Codable>",
    " where T: Equatable", "...", "@escaping ", "@MainActor ", "@Sendable ", "#if os(Linux)\n", "#else\n", "#endif\n",
    "`two words`", "`default`", "실행", "(Int) -> Void", "[String: Int]", "Int?", "Int!", "(a: Int, b: String)",
    " & Sendable", ": AnyObject", "\n}\n", "{", "}", "(", ")", "<", ">", ":", ",", "\"", "\\(", "//", "/*", "*/", "\n",
  ]

  static func mutate(_ input: inout [UInt8], with inputs: [[UInt8]], _ random: inout SeededRandom) {
    let at = input.isEmpty ? 0 : Int(random.next() % UInt64(input.count + 1))
    switch random.next() % 5 {
    case 0 where !input.isEmpty:
      input[min(at, input.count - 1)] = UInt8(truncatingIfNeeded: random.next() % 128)
    case 1:
      input.insert(contentsOf: Array(words[Int(random.next() % UInt64(words.count))].utf8), at: at)
    case 2 where !input.isEmpty:
      let length = Int(random.next() % 16)
      input.removeSubrange(at..<min(input.count, at + length))
    case 3:
      let other = inputs[Int(random.next() % UInt64(inputs.count))]
      guard !other.isEmpty else { return }
      let start = Int(random.next() % UInt64(other.count))
      let end = min(other.count, start + 1 + Int(random.next() % 64))
      input.insert(contentsOf: other[start..<end], at: at)
    default:
      input.insert(UInt8(truncatingIfNeeded: 32 + random.next() % 95), at: at)
    }
  }
}
