import StuntSession

/// Expected lines (before a NUL byte) matched with actual lines (after it). An alignment
/// accounts for every line once, in order; an output always matches the expectation the
/// writer makes of it. Expected `(re)` lines are left out: how long a regular expression may
/// backtrack is bounded by the replay's time limit, not by the matcher.
enum MatcherTarget {
  static func check(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let halves = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
    let actual = (halves.count > 1 ? halves[1] : "").split(separator: "\n", omittingEmptySubsequences: false)
      .map { SessionWriter.normalized(String($0)) }
    let expected = halves[0].split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      offset, line in line.hasSuffix(" (re)") ? nil : try? ExpectedLine(parsing: String(line), line: offset + 1)
    }
    if let problem = accountsForEveryLine(LineMatcher.align(expected, actual), expected.count, actual.count) {
      return problem
    }
    let written = actual.enumerated().compactMap { try? ExpectedLine(parsing: SessionWriter.escaped($1), line: $0 + 1) }
    guard written.count == actual.count, LineMatcher.matches(written, actual) else {
      return "an output does not match the expectation the writer makes of it"
    }
    return nil
  }

  static func accountsForEveryLine(_ steps: [LineMatcher.Step], _ expectedCount: Int, _ actualCount: Int) -> String? {
    var nextExpected = 0
    var nextActual = 0
    for step in steps {
      switch step {
      case .matched(let e, let range):
        guard e == nextExpected, range.lowerBound == nextActual else { return "alignment out of order at \(step)" }
        nextExpected += 1
        nextActual = range.upperBound
      case .changed(let e, let a):
        guard e == nextExpected, a == nextActual else { return "alignment out of order at \(step)" }
        nextExpected += 1
        nextActual += 1
      case .expectedOnly(let e):
        guard e == nextExpected else { return "alignment out of order at \(step)" }
        nextExpected += 1
      case .actualOnly(let a):
        guard a == nextActual else { return "alignment out of order at \(step)" }
        nextActual += 1
      }
    }
    return nextExpected == expectedCount && nextActual == actualCount ? nil : "alignment leaves lines out"
  }

  static func seeds(_ samples: [SampleFile]) -> [[UInt8]] {
    samples.compactMap(\.document).flatMap(\.commands).map { block in
      let expected = block.expected.map(\.text).joined(separator: "\n")
      return Array((expected + "\0" + expected.replacingOccurrences(of: "[..]", with: "anything")).utf8)
    }
  }
}
