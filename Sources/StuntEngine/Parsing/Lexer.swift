/// Splits a command line into words, following DESIGN.md §3: whitespace separates words,
/// double quotes group with `\"` `\\` `\n` `\t` escapes, `key=value` pairs, JSON arrays and
/// objects stay one word, and `#` at the start of a word begins a comment.
///
/// It reads Unicode scalars, not characters: the grammar's marks are ASCII, and a quote or a
/// backslash must stay one even when a combining mark follows it (`"\u{5C4}` is one
/// `Character`).
public enum Lexer {
  public static func split(_ line: String) throws(InputError) -> [Token] {
    var tokens: [Token] = []
    var characters = Array(line.unicodeScalars)
    // A trailing carriage return comes from files with Windows line endings.
    if characters.last == "\r" { characters.removeLast() }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" {
        index += 1
      } else if character == "#" {
        break
      } else if character == "[" || character == "{" {
        tokens.append(try structured(characters, &index))
      } else {
        tokens.append(try word(characters, &index))
      }
    }
    return tokens
  }

  /// A word made of bare runs and quoted runs: `name="그룹 명"` is one word.
  private static func word(_ characters: [Unicode.Scalar], _ index: inout Int) throws(InputError) -> Token {
    let start = index
    var typedEqualsOffset: Int?
    var text = String.UnicodeScalarView()
    var isQuoted = false
    var equalsOffset: Int?
    var quotedAfterEquals = false
    var structuredValue: Token?
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" { break }
      if character == "\"" {
        let start = index
        index += 1
        text.append(contentsOf: try quoted(characters, &index, openedAt: start))
        isQuoted = true
        if equalsOffset != nil { quotedAfterEquals = true }
        continue
      }
      if character == "=", equalsOffset == nil, !isQuoted {
        equalsOffset = text.count
        typedEqualsOffset = index - start
        // `key={"a": 1}` and `key=[1, 2]` carry structured values.
        let next = index + 1
        if next < characters.count, characters[next] == "[" || characters[next] == "{" {
          text.append(character)
          index = next
          let value = try structured(characters, &index)
          text.append(contentsOf: value.text.unicodeScalars)
          structuredValue = value
          continue
        }
      }
      text.append(character)
      index += 1
    }
    let typed = characters[start..<index]
    var token = Token(String(text), isQuoted: isQuoted)
    token.typed = String(String.UnicodeScalarView(typed))
    if let equalsOffset, let typedEqualsOffset, equalsOffset > 0 {
      let key = String(String.UnicodeScalarView(text.prefix(equalsOffset)))
      if isIdentifier(key) {
        let valueText = String(String.UnicodeScalarView(text.dropFirst(equalsOffset + 1)))
        var value = structuredValue ?? Token(valueText, isQuoted: quotedAfterEquals)
        value.typed = String(String.UnicodeScalarView(typed.dropFirst(typedEqualsOffset + 1)))
        token = token.withOption(key: key, value: value)
      }
    }
    return token
  }

  private static func quoted(
    _ characters: [Unicode.Scalar], _ index: inout Int, openedAt start: Int
  ) throws(InputError) -> String.UnicodeScalarView {
    var text = String.UnicodeScalarView()
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "\"":
        return text
      case "\\":
        guard index < characters.count else { break }
        let escaped = characters[index]
        index += 1
        switch escaped {
        case "\"": text.append("\"")
        case "\\": text.append("\\")
        case "n": text.append("\n")
        case "t": text.append("\t")
        // `\(number)` stays as typed: a stub's answer names the call's arguments with it.
        case "(": text.append(contentsOf: "\\(".unicodeScalars)
        default:
          throw InputError(message: "unknown escape '\\\(escaped)' in a quoted string — use \\\" \\\\ \\n or \\t")
        }
      default:
        text.append(character)
      }
    }
    throw InputError(message: "unbalanced quotes: the string opened at column \(start + 1) is never closed")
  }

  /// A JSON array or object, up to its matching bracket, strings inside respected.
  private static func structured(_ characters: [Unicode.Scalar], _ index: inout Int) throws(InputError) -> Token {
    let start = index
    var depth: [Unicode.Scalar] = []
    var inString = false
    while index < characters.count {
      let character = characters[index]
      index += 1
      if inString {
        if character == "\\" { index += 1 } else if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "[": depth.append("]")
      case "{": depth.append("}")
      case "]", "}":
        guard depth.last == character else {
          throw InputError(message: "unbalanced brackets: '\(character)' at column \(index) does not close anything")
        }
        depth.removeLast()
        if depth.isEmpty {
          return Token(String(String.UnicodeScalarView(characters[start..<index])), kind: .structured)
        }
      default: break
      }
    }
    if inString {
      throw InputError(message: "unbalanced quotes: a string inside the JSON at column \(start + 1) is never closed")
    }
    throw InputError(message: "unbalanced brackets: '\(characters[start])' at column \(start + 1) is never closed")
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
  }
}
