import StuntEngine

/// A line as the sandbox reads it: checked (size, UTF-8, control characters), then split.
enum LexerTarget {
  static func check(_ bytes: [UInt8]) -> String? {
    guard case .success(let line) = InputLine.decode(bytes) else { return nil }
    let tokens: [Token]
    do {
      tokens = try Lexer.split(line)
    } catch {
      return error.message.isEmpty ? "an empty error message for \(line.debugDescription)" : nil
    }
    // The lexer reads scalars, so a combining mark after `[` leaves the bracket a bracket even
    // where a Character would join them into one grapheme.
    for token in tokens where token.kind == .structured {
      let scalars = token.text.unicodeScalars
      guard let first = scalars.first, let last = scalars.last, "[{".unicodeScalars.contains(first),
        "]}".unicodeScalars.contains(last)
      else {
        return "structured token \(token.text.debugDescription) is not bracketed"
      }
    }
    return nil
  }

  static func seeds(_ samples: [SampleFile]) -> [[UInt8]] {
    samples.flatMap(\.commands).map { Array($0.utf8) }
  }
}
