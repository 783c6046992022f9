import StuntKit

/// What a failed `expect ... == {...}` prints under its FAIL line, as TestStore prints a state
/// that did not match: a diff, expected (`-`) against actual (`+`). Parts of the expected value
/// that already describe the actual one (a bare word for a string) are shown as the actual
/// ones, so only what really differs is marked.
enum ValueDiff {
  static func lines(expected: Value, actual: Value) -> [String]? {
    switch actual {
    case .object, .array: break
    default: return nil
    }
    guard let diff = StateDiff.lines(from: node(aligned(expected, to: actual)), to: node(actual)) else { return nil }
    return ["  (- expected, + actual)"] + diff.map { "  " + $0 }
  }

  private static func aligned(_ expected: Value, to actual: Value) -> Value {
    if expected.describes(actual) { return actual }
    switch (expected, actual) {
    case (.object(let members), .object(let actualMembers)):
      return .object(members.map { member in
        guard let match = actualMembers.first(where: { $0.key == member.key }) else { return member }
        return Value.Member(member.key, aligned(member.value, to: match.value))
      })
    case (.array(let elements), .array(let actualElements)):
      return .array(elements.enumerated().map { index, element in
        index < actualElements.count ? aligned(element, to: actualElements[index]) : element
      })
    default:
      return expected
    }
  }

  private static func node(_ value: Value) -> StateNode {
    switch value {
    case .object(let members): .tuple(members.map { StateNode.Child($0.key, node($0.value)) })
    case .array(let elements): .array(elements.map(node))
    case .enumCase(let name): .enumeration(type: "", name: name, payload: nil)
    case .reference(let name): .text(name)
    case .word(let word): .text(word)
    case .null: .optional(nil)
    default: .scalar(value)
    }
  }
}
