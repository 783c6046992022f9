/// One word of a command line, after quotes and escapes are resolved.
public struct Token: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A bare or quoted word.
    case word
    /// A JSON array or object, kept as written: `[1, 2]`, `{"title": "a"}`.
    case structured
  }

  /// The text with quotes removed and escapes applied (structured tokens keep their raw JSON).
  public var text: String
  public var kind: Kind
  /// True when any part of the word was quoted: `"nil"` is text, `nil` is not.
  public var isQuoted: Bool
  /// The word as it was typed, quotes and escapes kept: where they stand tells
  /// `contains("a b")`, a predicate, from `"contains(a b)"`, a text.
  public var typed: String
  /// For `key=value` words whose key was bare: the key, and the value as a token of its own.
  public var option: (key: String, value: Token)? {
    guard let optionKey, let optionValue else { return nil }
    return (optionKey, optionValue)
  }

  var optionKey: String?
  var optionValue: Token? { optionValueBox.first }
  private var optionValueBox: [Token]

  public init(_ text: String, kind: Kind = .word, isQuoted: Bool = false) {
    self.text = text
    self.kind = kind
    self.isQuoted = isQuoted
    self.typed = text
    self.optionKey = nil
    self.optionValueBox = []
  }

  func withOption(key: String, value: Token) -> Token {
    var token = self
    token.optionKey = key
    token.optionValueBox = [value]
    return token
  }

  public static func == (lhs: Token, rhs: Token) -> Bool {
    lhs.text == rhs.text && lhs.kind == rhs.kind && lhs.isQuoted == rhs.isQuoted
      && lhs.optionKey == rhs.optionKey && lhs.optionValueBox == rhs.optionValueBox
  }
}
