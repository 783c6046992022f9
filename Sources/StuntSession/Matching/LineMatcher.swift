/// Matches expected lines (with `...`, `[..]` and `(re)`) against actual output lines, and
/// aligns them for a diff or an update.
public enum LineMatcher {
  public static func matches(_ expected: [ExpectedLine], _ actual: [String]) -> Bool {
    var memo: [Int: Bool] = [:]
    func match(_ i: Int, _ j: Int) -> Bool {
      let key = i * (actual.count + 1) + j
      if let known = memo[key] { return known }
      let result: Bool
      if i == expected.count {
        result = j == actual.count
      } else if expected[i].kind == .anyLines {
        result = match(i + 1, j) || (j < actual.count && match(i, j + 1))
      } else {
        result = j < actual.count && expected[i].matches(actual[j]) && match(i + 1, j + 1)
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }

  /// One step of an alignment of expected lines with actual lines.
  public enum Step: Equatable, Sendable {
    /// An expected line matched these actual lines (one, or any number for `...`).
    case matched(expected: Int, actual: Range<Int>)
    case expectedOnly(Int)
    case actualOnly(Int)
  }

  /// The alignment that keeps the most matching lines: literal matches count most, lines a
  /// `...` absorbs count less, so a diff shows what really differs.
  public static func align(_ expected: [ExpectedLine], _ actual: [String]) -> [Step] {
    let rows = expected.count + 1
    let columns = actual.count + 1
    var score = Array(repeating: 0, count: rows * columns)
    for i in stride(from: expected.count, through: 0, by: -1) {
      for j in stride(from: actual.count, through: 0, by: -1) {
        if i == expected.count && j == actual.count { continue }
        var best = Int.min
        if i < expected.count { best = max(best, score[(i + 1) * columns + j]) }
        if j < actual.count { best = max(best, score[i * columns + j + 1]) }
        if i < expected.count, j < actual.count {
          if expected[i].kind == .anyLines {
            best = max(best, score[i * columns + j + 1] + 1)
          } else if expected[i].matches(actual[j]) {
            best = max(best, score[(i + 1) * columns + j + 1] + 2)
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
      let here = score[i * columns + j]
      if i < expected.count, j < actual.count, expected[i].kind == .anyLines, here == score[i * columns + j + 1] + 1 {
        if absorbing == nil { absorbing = (i, j) }
        j += 1
      } else if i < expected.count, j < actual.count, expected[i].kind != .anyLines, expected[i].matches(actual[j]),
        here == score[(i + 1) * columns + j + 1] + 2
      {
        flush()
        steps.append(.matched(expected: i, actual: j..<(j + 1)))
        i += 1
        j += 1
      } else if i < expected.count, here == score[(i + 1) * columns + j] {
        if absorbing?.expected == i {
          flush()
        } else if expected[i].kind == .anyLines {
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
}
