/// A CommonMark code fence: three or more ` or ~, indented by at most three spaces.
struct Fence {
  var marks: String
  var indent: Int
  var isSession: Bool

  init?(opening line: String) {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    for mark in ["`", "~"] {
      let marks = rest.prefix { String($0) == mark }
      if marks.count >= 3 {
        self.marks = String(marks)
        self.indent = indent
        isSession = rest.dropFirst(marks.count).trimmingSpaces == "session"
        return
      }
    }
    return nil
  }

  /// A closing fence: the same mark, at least as many, nothing after but spaces.
  func isClosed(by line: String) -> Bool {
    let rest = line.drop { $0 == " " }
    guard line.count - rest.count <= 3, let mark = marks.first else { return false }
    let run = rest.prefix { $0 == mark }
    return run.count >= marks.count && rest.dropFirst(run.count).allSatisfy { $0 == " " }
  }
}
