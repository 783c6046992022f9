/// Finds the ```` ```session ```` blocks of a Markdown file, so examples in a README or a
/// lesson replay like a `.session` file and cannot rot. The blocks of one file form one
/// session, in order: a lesson may split a session around its prose. A session block shown
/// inside another fenced block (an example of Markdown) is text, not a session.
public enum MarkdownSessions {
  public static func parse(_ text: String, path: String) throws(SessionParseError) -> SessionDocument {
    var document = SessionDocument(text: text, path: path)
    for block in try blocks(document.lines) {
      try SessionParser.parse(document.lines[block], firstIndex: block.lowerBound, into: &document)
    }
    return document
  }

  /// Whether a Markdown file has any session block (others are not sessions at all).
  public static func containsSessions(_ text: String) -> Bool {
    (try? blocks(SessionParser.splitLines(text)).isEmpty == false) ?? true
  }

  /// The line ranges (0-based) inside each top-level session fence.
  static func blocks(_ lines: [String]) throws(SessionParseError) -> [Range<Int>] {
    var blocks: [Range<Int>] = []
    var index = 0
    while index < lines.count {
      guard let fence = Fence(opening: lines[index]) else {
        index += 1
        continue
      }
      if fence.isSession, fence.indent > 0 {
        throw SessionParseError(line: index + 1, message: "the ```session fence is indented; put it at column 0")
      }
      var end = index + 1
      while end < lines.count, !fence.isClosed(by: lines[end]) { end += 1 }
      if fence.isSession {
        guard end < lines.count else {
          throw SessionParseError(line: index + 1, message: "the ```session block is never closed")
        }
        blocks.append((index + 1)..<end)
      }
      index = end + 1
    }
    return blocks
  }
}
