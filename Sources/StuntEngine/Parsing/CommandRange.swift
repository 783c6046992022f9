/// Which commands `save lesson.session 3-12` keeps, by the numbers `history` shows: `3-12`,
/// `3-` (to the last), or `7` alone.
struct CommandRange: Equatable {
  let first: Int
  let last: Int

  init(_ first: Int, _ last: Int) {
    self.first = first
    self.last = last
  }

  /// Reads the range, checked against the commands there are (`1...count`).
  init(_ text: String, count: Int) throws(CommandError) {
    let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let first = Int(parts[0])
    let last = parts.count == 1 ? first : parts[1].isEmpty ? count : Int(parts[1])
    guard let first, let last, !parts[0].hasPrefix("+") else {
      throw CommandError("'\(text)' is not a range of commands — write first-last as `history` numbers them, e.g. 3-12, 3- or 7")
    }
    guard count > 0 else { throw CommandError("there are no commands to save yet") }
    guard 1 <= first, first <= last, last <= count else {
      throw CommandError("\(text) is not within the commands there are: 1-\(count)")
    }
    self.init(first, last)
  }

  func contains(_ number: Int) -> Bool { (first...last).contains(number) }

  /// `(command 5)` in an output of 3-12 is `(command 3)` in the saved file, whose first command
  /// is 1; a command before the range keeps its number, as the file cannot name it.
  func renumbered(_ line: String) -> String {
    guard first > 1, line.contains("command ") else { return line }
    var result = ""
    var rest = Substring(line)
    while let mark = rest.range(of: "command ") {
      result += rest[..<mark.upperBound]
      rest = rest[mark.upperBound...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard rest.dropFirst(digits.count).first == ")", let number = Int(digits), contains(number) else { continue }
      result += String(number - first + 1)
      rest = rest.dropFirst(digits.count)
    }
    return result + rest
  }
}
