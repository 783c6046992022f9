/// Reads the `.session` format (DESIGN.md §6):
///
/// ```
/// Prose at column 0 is commentary.
/// % exhaustivity off
///
///   > send incrementButtonTapped
///     CounterFeature.State(
///   ...
///   > send nope
///   error: unknown input 'nope' — [..]
///   [failed]
/// ```
///
/// A line `  > ` starts a command; the two-space-indented lines after it, up to a blank line,
/// prose or the next command, are its expected output. A leading `\` after the indent makes
/// an output line literal (how the writer escapes lines that would read as markup).
public enum SessionParser {
  public static func parse(_ text: String, path: String) throws(SessionParseError) -> SessionDocument {
    var document = SessionDocument(text: text, path: path)
    try parse(document.lines[...], firstIndex: 0, into: &document)
    return document
  }

  /// Parses `lines` (a whole file, or the body of a Markdown fence) into `document`;
  /// `firstIndex` is the 0-based index of `lines.first` in the file.
  static func parse(_ lines: ArraySlice<String>, firstIndex: Int, into document: inout SessionDocument) throws(SessionParseError) {
    var open: CommandBlock?
    func close() {
      if let block = open { document.commands.append(block) }
      open = nil
    }
    for (offset, raw) in lines.enumerated() {
      let index = firstIndex + offset
      let line = index + 1
      let indentation = raw.prefix { $0 == " " || $0 == "\t" }
      if indentation.contains(where: { $0 == "\t" }) {
        throw SessionParseError(line: line, message: "a tab in the indentation — indent with spaces")
      }
      if raw.allSatisfy({ $0 == " " }) {
        close()
      } else if raw.hasPrefix("  >") && (raw.utf8.count == 3 || raw.dropFirst(3).first == " ") {
        close()
        let command = raw.dropFirst(3).trimmingSpaces
        guard !command.isEmpty else { throw SessionParseError(line: line, message: "empty command after `  > `") }
        open = CommandBlock(line: line, command: command, expected: [], failedLine: nil, outputLines: (index + 1)..<(index + 1))
      } else if raw.hasPrefix("  ") {
        guard var block = open else {
          throw SessionParseError(
            line: line,
            message: "indented line with no command above it — commands start with `  > `, prose starts at column 0")
        }
        open = nil  // the block's one copy, so that appending to its lines copies none of them
        let content = String(raw.dropFirst(2))
        if block.failedLine != nil {
          throw SessionParseError(line: line, message: "`[failed]` must be the last line of a command's output")
        }
        if content == "[failed]" {
          block.failedLine = line
        } else {
          block.expected.append(try ExpectedLine(parsing: content, line: line))
        }
        block.outputLines = block.outputLines.lowerBound..<(index + 1)
        open = block
      } else if raw.hasPrefix(" ") {
        throw SessionParseError(line: line, message: "indented by one space — output lines are indented by two, prose by none")
      } else if raw.hasPrefix("%") {
        close()
        document.directives.append(try Directive(parsing: raw, line: line))
        document.directiveLines.append(line)
      } else {
        close()
      }
    }
    close()
  }

  /// Lines without their endings (LF or CRLF); a leading byte-order mark is dropped. A `\r`
  /// just before a line's end goes too (`a\r\r\n` is `a`, as when "\r\n" was split as the one
  /// Character it is). Split over UTF-8, where the line ends are single bytes: splitting the
  /// Characters cost a parse two thirds of its time, and a long replay parses its file twice.
  public static func splitLines(_ text: String) -> [String] {
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    let bytes = body.utf8
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var lines: [String] = []
    var start = bytes.startIndex
    while true {
      let end = bytes[start...].firstIndex(of: newline)
      var line = bytes[start..<(end ?? bytes.endIndex)]
      if end != nil, line.last == carriageReturn { line = line.dropLast() }
      if line.last == carriageReturn { line = line.dropLast() }
      lines.append(String(Substring(line)))
      guard let end else { break }
      start = bytes.index(after: end)
    }
    if bytes.last == newline { lines.removeLast() }
    return lines
  }
}

extension Substring {
  /// Without leading and trailing spaces; by index, since a reversed view's iterator cost a
  /// long replay a tenth of its time.
  var trimmingSpaces: String {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[first...last])
  }
}
