extension SessionDocument {
  /// An empty document holding `text`'s lines, its line ending and its final newline.
  init(text: String, path: String) {
    self.init(
      path: path, lines: SessionParser.splitLines(text), commands: [], directives: [],
      endsWithNewline: text.hasSuffix("\n") || text.hasSuffix("\r\n"))
    // Windows files keep their endings when an update rewrites them.
    if let firstBreak = text.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }), text[firstBreak] == "\r\n" {
      lineEnding = "\r\n"
    }
  }
}
