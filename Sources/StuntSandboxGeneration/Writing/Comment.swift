/// `//` comments as the generated files write them, and prose wrapped the same way.
enum Comment {
  /// `text` as lines of at most `width` characters, each begun with `prefix` (`//`; none for a
  /// session's prose).
  static func wrapped(_ text: String, width: Int = 100, prefix: String = "//") -> String {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > width, line != prefix {
        lines.append(line)
        line = prefix
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
