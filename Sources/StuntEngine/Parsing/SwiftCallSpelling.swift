import Foundation

/// An input written the way the seeds write it in Swift, which users copy: `.incrementButtonTapped`,
/// `factResponse("hi")`, `createProject(title: "기획", deadline: "2022-07-15")`. Read as the
/// words `send` takes: `factResponse "hi"`, `createProject title="기획" deadline="2022-07-15"`.
enum SwiftCallSpelling {
  /// The input's name and argument words, or nil when `text` is not written as a Swift call.
  static func read(_ text: String) throws(CommandError) -> (name: String, arguments: [Token])? {
    let trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
    let call = trimmed.hasPrefix(".") ? trimmed.dropFirst() : trimmed
    guard let open = call.firstIndex(of: "("), call.last == ")" else {
      // `.incrementButtonTapped`: an enum case without a payload.
      return trimmed.hasPrefix(".") && !call.contains(" ") ? (String(call), []) : nil
    }
    let name = String(call[..<open])
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let words = pieces(call[call.index(after: open)..<call.index(before: call.endIndex)]).map(word)
    do {
      return (name, try Lexer.split(words.joined(separator: " ")))
    } catch {
      throw CommandError(error.message)
    }
  }

  /// The arguments between the parentheses, split at commas outside quotes and brackets.
  static func pieces(_ inner: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = inner.startIndex
    var depth = 0
    var quoted = false
    var escaped = false
    for index in inner.indices {
      let character = inner[index]
      if escaped { escaped = false; continue }
      if quoted {
        if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
        continue
      }
      switch character {
      case "\"": quoted = true
      case "[", "{", "(": depth += 1
      case "]", "}", ")": depth -= 1
      case "," where depth == 0:
        pieces.append(inner[start..<index])
        start = inner.index(after: index)
      default: break
      }
    }
    let last = inner[start...]
    if !last.allSatisfy(\.isWhitespace) || !pieces.isEmpty { pieces.append(last) }
    return pieces
  }

  /// `label: value` as `label=value`; an unlabelled value as it is.
  static func word(_ piece: Substring) -> String {
    let piece = piece.trimmingCharacters(in: .whitespaces)
    guard let colon = piece.firstIndex(of: ":") else { return piece }
    let label = piece[..<colon]
    guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return piece }
    return label + "=" + piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }
}
