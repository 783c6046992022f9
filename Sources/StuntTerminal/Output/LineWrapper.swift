import Foundation
import StuntKit

/// Fits the lines Stunt composes (`modules`, `deps`, `explain`, an error listing choices) to the
/// terminal's width: broken at spaces, continued under the column the line's text starts in
/// (a table's last column, or the text after `error: `). Only on a terminal: transcripts and
/// piped output keep every line whole.
enum LineWrapper {
  /// Narrower than this, wrapping would help no one.
  static let narrowest = 20

  static func wrap(_ line: String, width: Int) -> [String] {
    let characters = Array(line)
    guard width >= narrowest, displayWidth(characters[...]) > width else { return [line] }
    let indent = min(hangingIndent(characters, width: width), width / 2)
    var lines: [String] = []
    var rest = characters[...]
    var room = width
    while displayWidth(rest) > room {
      let cut = breakPoint(rest, room: room)
      lines.append(String(rest[..<cut]).trimmingTrailingSpaces)
      rest = rest[cut...].drop { $0 == " " }
      room = width - indent
    }
    lines.append(String(rest))
    return [lines[0]] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 }
  }

  /// After `error: `, `FAIL: ` or `ok: `; else after the last gap of two spaces or more in the
  /// first half of the line (a table's columns); else two more than the line's own indent.
  static func hangingIndent(_ characters: [Character], width: Int) -> Int {
    let text = String(characters)
    if let mark = OutcomeMark.of(text) { return mark.rawValue.count }
    let leading = characters.prefix { $0 == " " }.count
    var column: Int?
    var index = leading
    while index < min(characters.count, width / 2) {
      if characters[index] == " ", index + 1 < characters.count, characters[index + 1] == " " {
        var end = index
        while end < characters.count, characters[end] == " " { end += 1 }
        column = displayWidth(characters[..<end])
        index = end
      } else {
        index += 1
      }
    }
    return column ?? leading + 2
  }

  /// The index to break before: the last space that fits, else as much as fits.
  static func breakPoint(_ text: ArraySlice<Character>, room: Int) -> Int {
    var used = 0
    var fits = text.startIndex
    var lastSpace: Int?
    for index in text.indices {
      used += displayWidth(text[index...index])
      // A space just past the room ends the line as well as one inside it.
      guard used <= room else { return text[index] == " " ? index : lastSpace ?? max(fits, text.startIndex + 1) }
      fits = index + 1
      if text[index] == " ", index > text.startIndex { lastSpace = index }
    }
    return lastSpace ?? max(fits, text.startIndex + 1)
  }

  /// Columns a terminal gives the text: two for Hangul and other wide East Asian characters.
  static func displayWidth(_ text: ArraySlice<Character>) -> Int {
    text.reduce(0) { sum, character in
      sum + (character.unicodeScalars.first.map { isWide($0.value) } == true ? 2 : 1)
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value)
  }

  /// The terminal's width now (it follows resizes), or nil when standard output is no terminal.
  static func terminalWidth() -> Int? {
    var size = winsize()
    guard isatty(OutputChannel.descriptor) == 1, ioctl(OutputChannel.descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
