/// `//` comments as the generated files write them.
enum Comment {
  /// `text` as `//` lines of at most `width` characters.
  static func wrapped(_ text: String, width: Int = 100) -> String {
    var lines: [String] = []
    var line = "//"
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > width, line != "//" {
        lines.append(line)
        line = "//"
      }
      line += " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
