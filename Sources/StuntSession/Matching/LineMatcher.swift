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
    /// An expected line that now reads differently: this actual line took its place.
    case changed(expected: Int, actual: Int)
    case expectedOnly(Int)
    case actualOnly(Int)
  }

  /// The alignment that explains the output best: lines that match count most, then lines
  /// that changed in place, then lines a `...` absorbs. So a diff pairs a changed line with its
  /// replacement, and an update rewrites it instead of letting a `...` swallow it.
  public static func align(_ expected: [ExpectedLine], _ actual: [String]) -> [Step] {
    let (match, change, absorb) = (4, 2, 1)
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
            best = max(best, at(i + 1, j + 1) + change)
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
      if both, expected[i].kind == .anyLines, here == at(i, j + 1) + absorb {
        if absorbing == nil { absorbing = (i, j) }
        j += 1
      } else if both, expected[i].kind != .anyLines, expected[i].matches(actual[j]), here == at(i + 1, j + 1) + match {
        flush()
        steps.append(.matched(expected: i, actual: j..<(j + 1)))
        (i, j) = (i + 1, j + 1)
      } else if both, expected[i].kind != .anyLines, !expected[i].matches(actual[j]), here == at(i + 1, j + 1) + change {
        flush()
        steps.append(.changed(expected: i, actual: j))
        (i, j) = (i + 1, j + 1)
      } else if i < expected.count, here == at(i + 1, j) {
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
