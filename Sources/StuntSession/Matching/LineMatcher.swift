/// Matches expected lines (with `...`, `[..]` and `(re)`) against actual output lines, and
/// aligns them for a diff or an update.
public enum LineMatcher {
  /// Whether the output satisfies the expectation. Linear in the output for each run of
  /// lines between `...`s: each run is matched at its leftmost place, which is optimal for
  /// "any number of lines" wildcards; no recursion, so ten thousand lines are no problem.
  public static func matches(_ expected: [ExpectedLine], _ actual: [String]) -> Bool {
    let runs = expected.split(omittingEmptySubsequences: false) { $0.kind == .anyLines }.map(Array.init)
    guard runs.count > 1 else { return fits(runs[0], actual[...]) }
    guard let first = runs.first, let last = runs.last, first.count + last.count <= actual.count,
      fits(first, actual.prefix(first.count)), fits(last, actual.suffix(last.count))
    else { return false }
    var position = first.count
    let end = actual.count - last.count
    for run in runs.dropFirst().dropLast() where !run.isEmpty {
      guard let found = leftmost(run, in: actual[position..<end]) else { return false }
      position = found + run.count
    }
    return true
  }

  /// Whether each expected line matches the actual line at the same place.
  static func fits(_ run: [ExpectedLine], _ lines: ArraySlice<String>) -> Bool {
    run.count == lines.count && zip(run, lines).allSatisfy { $0.matches($1) }
  }

  static func leftmost(_ run: [ExpectedLine], in lines: ArraySlice<String>) -> Int? {
    guard run.count <= lines.count else { return nil }
    return (lines.startIndex...(lines.endIndex - run.count)).first { start in
      fits(run, lines[start..<(start + run.count)])
    }
  }

  /// One step of an alignment of expected lines with actual lines.
  public enum Step: Equatable, Sendable {
    /// An expected line matched these actual lines (one, or any number for `...`).
    case matched(expected: Int, actual: Range<Int>)
    /// An expected line that now reads differently: this actual line took its place.
    case changed(expected: Int, actual: Int)
    case expectedOnly(Int)
    case actualOnly(Int)
  }

  /// More cells than this and the middle of a diff is shown coarsely (all `-`, then all `+`)
  /// instead of aligned: a table for two 10,000-line outputs would need 800 MB.
  static let largestTable = 4_000_000

  /// The alignment that explains the output best: matching lines count most, then lines that
  /// changed in place (more when old and new look alike), then lines a `...` absorbs. So a
  /// diff pairs a changed line with its replacement, and an update rewrites it instead of
  /// letting a `...` swallow it. Equal beginnings and ends are taken first, in linear time.
  public static func align(_ expected: [ExpectedLine], _ actual: [String]) -> [Step] {
    var head = 0
    while head < expected.count, head < actual.count, expected[head].kind != .anyLines,
      expected[head].matches(actual[head])
    {
      head += 1
    }
    var tail = 0
    while tail < expected.count - head, tail < actual.count - head,
      expected[expected.count - 1 - tail].kind != .anyLines,
      expected[expected.count - 1 - tail].matches(actual[actual.count - 1 - tail])
    {
      tail += 1
    }
    let middleExpected = Array(expected[head..<(expected.count - tail)])
    let middleActual = Array(actual[head..<(actual.count - tail)])
    let middle =
      (middleExpected.count + 1) * (middleActual.count + 1) > largestTable
      ? middleExpected.indices.map { Step.expectedOnly($0) } + middleActual.indices.map { Step.actualOnly($0) }
      : alignTable(middleExpected, middleActual)
    return (0..<head).map { .matched(expected: $0, actual: $0..<($0 + 1)) }
      + middle.map { $0.shifted(expected: head, actual: head) }
      + (0..<tail).map { offset in
        let e = expected.count - tail + offset
        let a = actual.count - tail + offset
        return .matched(expected: e, actual: a..<(a + 1))
      }
  }

  private static func alignTable(_ expected: [ExpectedLine], _ actual: [String]) -> [Step] {
    let (match, absorb) = (6, 1)
    func change(_ i: Int, _ j: Int) -> Int { alike(expected[i].text, actual[j]) ? 3 : 1 }
    let columns = actual.count + 1
    var score = Array(repeating: 0, count: (expected.count + 1) * columns)
    func at(_ i: Int, _ j: Int) -> Int { score[i * columns + j] }
    for i in stride(from: expected.count, through: 0, by: -1) {
      for j in stride(from: actual.count, through: 0, by: -1) where i < expected.count || j < actual.count {
        var best = Int.min
        if i < expected.count { best = max(best, at(i + 1, j)) }
        if j < actual.count { best = max(best, at(i, j + 1)) }
        if i < expected.count, j < actual.count {
          if expected[i].kind == .anyLines {
            best = max(best, at(i, j + 1) + absorb)
          } else if expected[i].matches(actual[j]) {
            best = max(best, at(i + 1, j + 1) + match)
          } else {
            best = max(best, at(i + 1, j + 1) + change(i, j))
          }
        }
        score[i * columns + j] = best
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    var absorbing: (expected: Int, start: Int)?
    func flush() {
      if let run = absorbing { steps.append(.matched(expected: run.expected, actual: run.start..<j)) }
      absorbing = nil
    }
    while i < expected.count || j < actual.count {
      let here = at(i, j)
      let both = i < expected.count && j < actual.count
      let wildcard = i < expected.count && expected[i].kind == .anyLines
      if both, !wildcard, expected[i].matches(actual[j]), here == at(i + 1, j + 1) + match {
        flush()
        steps.append(.matched(expected: i, actual: j..<(j + 1)))
        (i, j) = (i + 1, j + 1)
      } else if both, !wildcard, !expected[i].matches(actual[j]), here == at(i + 1, j + 1) + change(i, j) {
        flush()
        steps.append(.changed(expected: i, actual: j))
        (i, j) = (i + 1, j + 1)
      } else if both, wildcard, here == at(i, j + 1) + absorb {
        if absorbing == nil { absorbing = (i, j) }
        j += 1
      } else if i < expected.count, here == at(i + 1, j) {
        if absorbing?.expected == i {
          flush()
        } else if wildcard {
          steps.append(.matched(expected: i, actual: j..<j))
        } else {
          steps.append(.expectedOnly(i))
        }
        i += 1
      } else {
        flush()
        steps.append(.actualOnly(j))
        j += 1
      }
    }
    flush()
    return steps
  }

  /// Whether a changed line still looks like the one expected: a shared beginning or end of at
  /// least three characters, or one inside the other.
  static func alike(_ old: String, _ new: String) -> Bool {
    let a = Array(old)
    let b = Array(new)
    let prefix = zip(a, b).prefix { $0 == $1 }.count
    let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
    return prefix >= 3 || suffix >= 3 || (!old.isEmpty && new.contains(old)) || (!new.isEmpty && old.contains(new))
  }
}

extension LineMatcher.Step {
  func shifted(expected offset: Int, actual actualOffset: Int) -> Self {
    switch self {
    case .matched(let e, let range): .matched(expected: e + offset, actual: (range.lowerBound + actualOffset)..<(range.upperBound + actualOffset))
    case .changed(let e, let a): .changed(expected: e + offset, actual: a + actualOffset)
    case .expectedOnly(let e): .expectedOnly(e + offset)
    case .actualOnly(let a): .actualOnly(a + actualOffset)
    }
  }
}
