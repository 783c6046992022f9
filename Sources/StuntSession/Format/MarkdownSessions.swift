/// Finds the ```` ```session ```` blocks of a Markdown file, so examples in a README or a
/// lesson replay like a `.session` file and cannot rot. The blocks of one file form one
/// session, in order: a lesson may split a session around its prose.
public enum MarkdownSessions {
  public static func parse(_ text: String, path: String) throws(SessionParseError) -> SessionDocument {
    let (lines, endsWithNewline) = SessionParser.splitLines(text)
    var document = SessionDocument(path: path, lines: lines, commands: [], directives: [], endsWithNewline: endsWithNewline)
    var index = 0
    while index < lines.count {
      guard let fence = opening(lines[index]) else {
        index += 1
        continue
      }
      let start = index + 1
      var end = start
      while end < lines.count, !closes(lines[end], fence) { end += 1 }
      guard end < lines.count else {
        throw SessionParseError(line: index + 1, message: "the ```session block is never closed")
      }
      try SessionParser.parse(lines[start..<end], firstIndex: start, into: &document)
      index = end + 1
    }
    return document
  }

  /// Whether a Markdown file has any session block (others are not sessions at all).
  public static func containsSessions(_ text: String) -> Bool {
    SessionParser.splitLines(text).0.contains { opening($0) != nil }
  }

  /// The fence (``` or ~~~, three or more) that opens a session block on this line.
  static func opening(_ line: String) -> String? {
    for mark in ["`", "~"] {
      let fence = line.prefix { String($0) == mark }
      if fence.count >= 3, line.dropFirst(fence.count).trimmingSpaces == "session" {
        return String(fence)
      }
    }
    return nil
  }

  static func closes(_ line: String, _ fence: String) -> Bool {
    line.hasPrefix(fence) && line.dropFirst(fence.count).allSatisfy { String($0) == String(fence.first ?? "`") || $0 == " " }
  }
}
