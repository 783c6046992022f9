extension Value {
  /// Reads any Swift value (a call's argument, a field of the state) as a `Value`, so `expect`
  /// can compare what the user typed with what the module holds: the same reading as the state
  /// printed (`StateNode`), without the type names.
  public init(reflecting subject: Any) {
    self = StateNode(reflecting: subject).value
  }

  /// Whether a value the user typed (`self`) describes `actual`.
  ///
  /// A bare word matches a string or an enum case of that name, numbers compare by value,
  /// and objects match member by member in any order.
  public func describes(_ actual: Value) -> Bool {
    switch (self, actual) {
    case (.word(let word), .string(let text)), (.word(let word), .enumCase(let text)),
      (.word(let word), .reference(let text)), (.string(let word), .reference(let text)):
      return word == text
    case (.enumCase(let expected), .enumCase(let text)):
      return expected == text
    case (.string(let expected), .string(let text)):
      return expected == text
    case (.int, .int), (.int, .double), (.double, .int), (.double, .double):
      return number == actual.number
    case (.array(let expected), .array(let values)):
      return expected.count == values.count && zip(expected, values).allSatisfy { $0.describes($1) }
    case (.object(let expected), .object(let members)):
      guard expected.count == members.count else { return false }
      return expected.allSatisfy { member in
        members.first { $0.key == member.key }.map { member.value.describes($0.value) } ?? false
      }
    default:
      return self == actual
    }
  }
}
