import Foundation

extension Value {
  /// Reads any Swift value (a call's argument, a field of the state) as a `Value`, so `expect`
  /// can compare what the user typed with what the module holds: the same reading as the state
  /// printed (`StateNode`), without the type names.
  public init(reflecting subject: Any) {
    // An id is typed and compared as its text, as Codable writes it, not as `UUID(...)`.
    if let uuid = subject as? UUID {
      self = .string(uuid.uuidString)
      return
    }
    self = StateNode(reflecting: subject).value
  }

  /// Whether a value the user typed (`self`) describes `actual`.
  ///
  /// A bare word matches a string or an enum case of that name, numbers compare by value,
  /// and objects match member by member in any order.
  public func describes(_ actual: Value) -> Bool {
    describes(actual, partially: false)
  }

  /// Whether an expected call argument (`self`) matches a recorded one: as `describes`, except
  /// that a predicate (`any`, `>=3`, `contains("그룹")`) tests it, and an object names only the
  /// members that matter (Mockito's `argThat`): `data={"name": "그룹명"}` matches whatever the
  /// rest is.
  public func matchesArgument(_ actual: Value) -> Bool {
    if let predicate { return predicate.matches(actual) }
    return describes(actual, partially: true)
  }

  /// The predicate a bare word spells; a quoted `"any"` or `">3"` is text to equal.
  private var predicate: ArgumentPredicate? {
    guard case .word(let word) = self else { return nil }
    return (try? ArgumentPredicate(typed: word)) ?? nil
  }

  /// The value at a path of member names and array positions (`data.name`, `items.0`).
  public func value(at path: some Collection<String>) -> Value? {
    guard let first = path.first else { return self }
    switch self {
    case .object(let members):
      return members.first { $0.key == first }?.value.value(at: path.dropFirst())
    case .array(let values):
      guard let index = Int(first), values.indices.contains(index) else { return nil }
      return values[index].value(at: path.dropFirst())
    default:
      return nil
    }
  }

  private func describes(_ actual: Value, partially: Bool) -> Bool {
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
      return expected.count == values.count && zip(expected, values).allSatisfy { $0.describes($1, partially: partially) }
    case (.object(let expected), .object(let members)):
      guard partially || expected.count == members.count else { return false }
      return expected.allSatisfy { member in
        members.first { $0.key == member.key }.map { member.value.describes($0.value, partially: partially) } ?? false
      }
    default:
      return self == actual
    }
  }
}
