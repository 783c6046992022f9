/// Text as Stunt prints it where a terminal or a log shows it: each control character spelled
/// out (`\u{1B}`, `\u{A}`), so no file name, folder name or value moves the cursor, clears the
/// screen or starts a line that reads as another of Stunt's own.
public enum SpelledOut {
  /// `text` with its control characters (C0, DEL and C1) spelled out; a tab kept when asked.
  public static func text(_ text: String, keepingTabs: Bool = false) -> String {
    // Most text has nothing to spell out, which its bytes tell without building a copy: a C0
    // control or DEL is one byte, a C1 control two beginning with 0xC2 (as some letters are).
    let mayNeedSpelling = text.utf8.contains { byte in
      (byte < 0x20 && !(keepingTabs && byte == 0x09)) || byte == 0x7F || byte == 0xC2
    }
    guard mayNeedSpelling else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09 where keepingTabs: result.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
