/// An operator of `expect`.
package enum Comparison: String, CaseIterable, Sendable {
  case equal = "=="
  case notEqual = "!="
  /// Identity, as in Swift: the very object, named by a slot or by its own name.
  case identical = "==="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case contains
  /// Swift's pattern match: what a call matcher takes, a predicate (`hasPrefix("그룹")`, `>=3`,
  /// `any`) or part of an object (`{"name": "그룹명"}`).
  case matches = "~="

  package static var words: [String] { allCases.map(\.rawValue) }

  /// nil when the operator does not apply to these kinds of values; `===` compares names of
  /// objects, which `ExpectCommand` looks up.
  package func holds(_ actual: Value, _ expected: Value) -> Bool? {
    switch self {
    case .equal: return expected.describes(actual)
    case .notEqual: return !expected.describes(actual)
    case .identical: return nil
    case .matches: return expected.matchesArgument(actual)
    case .contains:
      switch actual {
      case .string(let text): return expected.text.map { text.contains($0) }
      case .array(let values): return values.contains { expected.describes($0) }
      default: return nil
      }
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let lhs = actual.number, let rhs = expected.number else { return nil }
      switch self {
      case .less: return lhs < rhs
      case .lessOrEqual: return lhs <= rhs
      case .greater: return lhs > rhs
      default: return lhs >= rhs
      }
    }
  }
}
