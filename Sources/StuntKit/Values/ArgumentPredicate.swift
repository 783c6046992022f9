import Foundation

/// A test a call's argument must pass, typed where a value to equal would stand: `any`, a
/// comparison with a number (`>=3`), or a test of text (`contains("그룹")`, `hasPrefix("그룹")`,
/// `hasSuffix("명")`, `matches("^그룹 [0-9]+$")`), as Mockingbird's `any()`/`any(where:)`,
/// Mockito's `argThat` and Cuckoo's `ParameterMatcher` take one.
///
/// It travels as the word it is written as (`Value.word`), so expectations keep their shape in
/// the plugin protocol and print as typed.
public enum ArgumentPredicate: Equatable, Sendable {
  case any
  case compares(NumberTest, Double)
  case text(TextTest, String)

  public enum NumberTest: String, CaseIterable, Sendable {
    // Longest first: `>=3` is not `>` of `=3`.
    case atLeast = ">=", atMost = "<=", notEqual = "!=", greater = ">", less = "<"

    func holds(_ number: Double, _ bound: Double) -> Bool {
      switch self {
      case .atLeast: number >= bound
      case .atMost: number <= bound
      case .notEqual: number != bound
      case .greater: number > bound
      case .less: number < bound
      }
    }
  }

  /// Named as Swift's own `String` methods; `matches` is `wholeMatch(of:)`, as Mockito's
  /// `matches(regex)` tests the whole text.
  public enum TextTest: String, CaseIterable, Sendable {
    case contains, hasPrefix, hasSuffix, matches

    func holds(_ text: String, _ operand: String) -> Bool {
      switch self {
      case .contains: text.contains(operand)
      case .hasPrefix: text.hasPrefix(operand)
      case .hasSuffix: text.hasSuffix(operand)
      case .matches: (try? Regex(operand)).flatMap { try? $0.wholeMatch(in: text) } != nil
      }
    }
  }

  /// Why a word that starts like a predicate is not one: `contains("a"` unclosed, `matches("[")`.
  public struct Malformed: Error, Equatable, Sendable {
    public var message: String
  }

  /// The predicate a word spells as typed (quotes included), nil when it spells none: it is
  /// then a value to equal.
  public init?(typed word: String) throws(Malformed) {
    if word == "any" {
      self = .any
      return
    }
    if let test = NumberTest.allCases.first(where: { word.hasPrefix($0.rawValue) }) {
      guard let bound = Double(word.dropFirst(test.rawValue.count)) else { return nil }
      self = .compares(test, bound)
      return
    }
    guard let test = TextTest.allCases.first(where: { word.hasPrefix($0.rawValue + "(") }) else { return nil }
    let example = "\(test.rawValue)(\"그룹\")"
    guard word.hasSuffix(")") else { throw Malformed(message: "\(word) is not closed — write \(example)") }
    let inner = word.dropFirst(test.rawValue.count + 1).dropLast()
    // A quoted operand reads as the lexer reads a quoted word; its escapes are JSON's.
    let operand: String
    if inner.hasPrefix("\"") {
      guard let text = try? JSONDecoder().decode(String.self, from: Data(inner.utf8)) else {
        throw Malformed(message: "\(test.rawValue) takes one text, quoted: \(example); got \(inner)")
      }
      operand = text
    } else {
      operand = String(inner)
    }
    if test == .matches, (try? Regex(operand)) == nil {
      throw Malformed(message: "matches(\(inner)) is not a regular expression")
    }
    self = .text(test, operand)
  }

  /// The word it travels as, which `init(typed:)` reads back: `contains("그룹")`.
  public var word: String {
    switch self {
    case .any: return "any"
    case .compares(let test, let bound):
      return test.rawValue + (bound.rounded() == bound && abs(bound) < 1e15 ? String(Int(bound)) : String(bound))
    case .text(let test, let operand):
      let escaped = operand.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
      return "\(test.rawValue)(\"\(escaped)\")"
    }
  }

  /// Whether it can hold for a value of this type: comparisons test numbers, text tests text.
  public func applies(to type: ValueType) -> Bool {
    switch (self, type) {
    case (.any, _): true
    case (_, .optional(let wrapped)): applies(to: wrapped)
    case (.compares, .int), (.compares, .double): true
    case (.text, .string), (.text, .url), (.text, .cases): true
    default: false
    }
  }

  public func matches(_ actual: Value) -> Bool {
    switch self {
    case .any: return true
    case .compares(let test, let bound): return actual.number.map { test.holds($0, bound) } ?? false
    case .text(let test, let operand): return actual.text.map { test.holds($0, operand) } ?? false
    }
  }
}
