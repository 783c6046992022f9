/// A value typed at the prompt: an input's argument, a stub's answer, the right side of `expect`.
///
/// Quoted text and bare words stay apart so that `"nil"` is a string while `nil` is nothing,
/// and `lackOfInformation` can name an enum case as well as spell a string.
public indirect enum Value: Hashable, Sendable, Codable {
  case int(Int)
  case double(Double)
  case bool(Bool)
  /// Text that was quoted, or came from JSON.
  case string(String)
  /// An unquoted word that is not a number, a boolean or `nil`.
  case word(String)
  /// `.caseName`
  case enumCase(String)
  /// An object, by the stable name the module instance gave it (`RootInteractor#1`); equal
  /// names mean the same object, as `===` does.
  case reference(String)
  case null
  case array([Value])
  /// Keys keep the order they were written in.
  case object([Member])

  public struct Member: Hashable, Sendable, Codable {
    public var key: String
    public var value: Value
    public init(_ key: String, _ value: Value) {
      self.key = key
      self.value = value
    }
  }
}

extension Value: CustomStringConvertible {
  /// The value as a user would type it back.
  public var description: String {
    switch self {
    case .int(let int): String(int)
    case .double(let double): String(double)
    case .bool(let bool): String(bool)
    case .string(let string): Value.quoted(string)
    case .word(let word): word
    case .enumCase(let name): "." + name
    case .reference(let name): name
    case .null: "nil"
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { Value.quoted($0.key) + ": " + $0.value.description }.joined(separator: ", ") + "}"
    }
  }

  /// What kind of value this is, for error messages ("got 42 (an Int)").
  public var kindName: String {
    switch self {
    case .int: "an Int"
    case .double: "a Double"
    case .bool: "a Bool"
    case .string, .word: "a String"
    case .enumCase: "an enum case"
    case .reference: "an object"
    case .null: "nil"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Quotes text the way the argument grammar reads it back.
  public static func quoted(_ text: String) -> String {
    // Scalar by scalar: a quote or a backslash followed by a combining mark is one Character,
    // and would otherwise go out unescaped.
    var result = "\""
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      switch scalar {
      case "\"": result += "\\\""
      // `\(` reads back as itself: the template of a stub's answer.
      case "\\" where next == "(": result += "\\"
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension Value {
  /// The text of a string, a bare word or an enum case; nil for other kinds.
  public var text: String? {
    switch self {
    case .string(let text), .word(let text), .enumCase(let text): text
    default: nil
    }
  }

  public var number: Double? {
    switch self {
    case .int(let int): Double(int)
    case .double(let double): double
    default: nil
    }
  }
}
