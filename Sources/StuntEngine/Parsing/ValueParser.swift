import StuntKit

extension Value {
  /// Reads a token as a value: numbers, `true`/`false`, `nil`, `.case`, quoted text, bare words
  /// and JSON arrays/objects.
  public init(token: Token) throws(InputError) {
    if token.kind == .structured {
      self = try JSONValueParser.parse(token.text)
      return
    }
    if token.isQuoted {
      self = .string(token.text)
      return
    }
    self = Value(bareWord: token.text)
  }

  init(bareWord text: String) {
    switch text {
    case "nil", "null": self = .null
    case "true": self = .bool(true)
    case "false": self = .bool(false)
    default:
      if let int = Int(text) {
        self = .int(int)
      } else if text.contains(where: \.isNumber), !text.contains(where: \.isLetter) || text.contains("e"),
        let double = Double(text), double.isFinite
      {
        self = .double(double)
      } else if text.hasPrefix("."), text.count > 1, Lexer.isIdentifier(String(text.dropFirst())) {
        self = .enumCase(String(text.dropFirst()))
      } else {
        self = .word(text)
      }
    }
  }
}

/// A small JSON reader that keeps object keys in order and integers apart from decimals,
/// which Foundation's JSONSerialization does not.
enum JSONValueParser {
  /// Arrays and objects nested deeper than this are refused: the reader recurses once per
  /// level, and a line of `[[[[…` fits thousands of levels, enough to overflow the stack.
  /// No module's data comes anywhere near it.
  static let deepest = 32

  static func parse(_ text: String) throws(InputError) -> Value {
    var reader = Reader(scalars: Array(text.unicodeScalars))
    let value = try reader.value()
    reader.skipWhitespace()
    guard reader.isAtEnd else { throw reader.failure("unexpected text after the JSON value") }
    return value
  }

  struct Reader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var depth = 0

    var isAtEnd: Bool { index >= scalars.count }

    func failure(_ message: String) -> InputError {
      InputError(message: "invalid JSON at column \(index + 1): \(message)")
    }

    mutating func skipWhitespace() {
      while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
    }

    mutating func value() throws(InputError) -> Value {
      skipWhitespace()
      guard index < scalars.count else { throw failure("a value is missing") }
      switch scalars[index] {
      case "{", "[":
        guard depth < JSONValueParser.deepest else {
          throw failure("nested deeper than \(JSONValueParser.deepest) levels")
        }
        depth += 1
        defer { depth -= 1 }
        return scalars[index] == "{" ? try object() : try array()
      case "\"": return .string(try string())
      default: return try literal()
      }
    }

    mutating func object() throws(InputError) -> Value {
      index += 1
      var members: [Value.Member] = []
      skipWhitespace()
      if index < scalars.count, scalars[index] == "}" {
        index += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard index < scalars.count, scalars[index] == "\"" else { throw failure("expected a quoted key") }
        let key = try string()
        skipWhitespace()
        guard index < scalars.count, scalars[index] == ":" else { throw failure("expected ':' after a key") }
        index += 1
        members.append(Value.Member(key, try value()))
        skipWhitespace()
        guard index < scalars.count else { throw failure("the object is not closed") }
        if scalars[index] == "," { index += 1; continue }
        if scalars[index] == "}" { index += 1; return .object(members) }
        throw failure("expected ',' or '}'")
      }
    }

    /// A JSON array, or a dictionary as Swift writes one, `[:]` or `["k": "v"]`, read as the
    /// JSON object it decodes from (a key that is a number is its text).
    mutating func array() throws(InputError) -> Value {
      index += 1
      var values: [Value] = []
      skipWhitespace()
      if index < scalars.count, scalars[index] == "]" {
        index += 1
        return .array(values)
      }
      if index < scalars.count, scalars[index] == ":" {
        index += 1
        skipWhitespace()
        guard index < scalars.count, scalars[index] == "]" else { throw failure("expected ']' after '[:'") }
        index += 1
        return .object([])
      }
      let first = try value()
      skipWhitespace()
      if index < scalars.count, scalars[index] == ":" {
        return try dictionary(startingWith: first)
      }
      values.append(first)
      while true {
        skipWhitespace()
        guard index < scalars.count else { throw failure("the array is not closed") }
        if scalars[index] == "," { index += 1; values.append(try value()); continue }
        if scalars[index] == "]" { index += 1; return .array(values) }
        throw failure("expected ',' or ']'")
      }
    }

    /// The rest of `["k": v, …]` after its first key, at the `:` that follows it.
    private mutating func dictionary(startingWith firstKey: Value) throws(InputError) -> Value {
      var members: [Value.Member] = []
      var key = firstKey
      while true {
        guard let text = Self.keyText(key) else { throw failure("a dictionary's key is text or a number") }
        index += 1  // the `:`
        members.append(Value.Member(text, try value()))
        skipWhitespace()
        guard index < scalars.count else { throw failure("the dictionary is not closed") }
        if scalars[index] == "]" { index += 1; return .object(members) }
        guard scalars[index] == "," else { throw failure("expected ',' or ']'") }
        index += 1
        key = try value()
        skipWhitespace()
        guard index < scalars.count, scalars[index] == ":" else { throw failure("expected ':' after a key") }
      }
    }

    private static func keyText(_ key: Value) -> String? {
      switch key {
      case .string(let text): text
      case .int(let number): String(number)
      case .double(let number): String(number)
      default: nil
      }
    }

    mutating func string() throws(InputError) -> String {
      index += 1
      var text = String.UnicodeScalarView()
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\"":
          return String(text)
        case "\\":
          guard index < scalars.count else { throw failure("the string ends in a backslash") }
          let escaped = scalars[index]
          index += 1
          switch escaped {
          case "\"", "\\", "/": text.append(escaped)
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "b": text.append("\u{8}")
          case "f": text.append("\u{c}")
          case "u":
            guard index + 4 <= scalars.count,
              let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
              let unicode = Unicode.Scalar(code)
            else { throw failure("invalid \\u escape") }
            index += 4
            text.append(unicode)
          // `\(name)`: a stub's answer naming the call's arguments, as in quoted words.
          case "(": text.append(contentsOf: "\\(".unicodeScalars)
          default:
            throw failure("unknown escape '\\\(escaped)'")
          }
        default:
          text.append(scalar)
        }
      }
      throw failure("the string is not closed")
    }

    mutating func literal() throws(InputError) -> Value {
      let start = index
      while index < scalars.count, !",:]} \t\n\r".unicodeScalars.contains(scalars[index]) { index += 1 }
      let word = String(String.UnicodeScalarView(scalars[start..<index]))
      switch word {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null": return .null
      default:
        if let int = Int(word) { return .int(int) }
        if let double = Double(word), double.isFinite { return .double(double) }
        index = start
        throw failure("'\(word)' is not a JSON value (strings need double quotes)")
      }
    }
  }
}
