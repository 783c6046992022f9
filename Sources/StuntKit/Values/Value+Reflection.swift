extension Value {
  /// Reads any Swift value (a module's state or a field of it) as a `Value`, so `expect` can
  /// compare what the user typed with what the module holds.
  public init(reflecting subject: Any) {
    switch subject {
    case let value as Value: self = value
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .int(value)
    case let value as Int8: self = .int(Int(value))
    case let value as Int16: self = .int(Int(value))
    case let value as Int32: self = .int(Int(value))
    case let value as Int64: self = .int(Int(value))
    case let value as UInt: self = .int(Int(clamping: value))
    case let value as UInt8: self = .int(Int(value))
    case let value as UInt16: self = .int(Int(value))
    case let value as UInt32: self = .int(Int(value))
    case let value as Double: self = .double(value)
    case let value as Float: self = .double(Double(value))
    case let value as String: self = .string(value)
    case let value as Substring: self = .string(String(value))
    case let value as Character: self = .string(String(value))
    case let value as any CustomValueConvertible: self = value.stuntValue
    default: self = Value.reflectingMirror(subject)
    }
  }

  private static func reflectingMirror(_ subject: Any) -> Value {
    let mirror = Mirror(reflecting: subject)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return .null }
      return Value(reflecting: wrapped)
    case .enum:
      guard let payload = mirror.children.first else { return .enumCase(String(describing: subject)) }
      return .object([Member(payload.label ?? "payload", Value(reflecting: payload.value))])
    case .collection:
      return .array(mirror.children.map { Value(reflecting: $0.value) })
    case .set:
      // A Set's order changes from run to run; transcripts must not.
      return .array(mirror.children.map { Value(reflecting: $0.value) }.sorted { $0.description < $1.description })
    case .dictionary:
      let members = mirror.children.compactMap { entry -> Member? in
        let pair = Mirror(reflecting: entry.value).children.map(\.value)
        guard pair.count == 2 else { return nil }
        return Member(String(describing: pair[0]), Value(reflecting: pair[1]))
      }
      return .object(members.sorted { $0.key < $1.key })
    case .struct, .class, .tuple:
      return .object(mirror.children.enumerated().map { index, child in
        Member(child.label ?? String(index), Value(reflecting: child.value))
      })
    default:
      return .string(String(describing: subject))
    }
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

/// A type that shows itself to `expect` and `state` paths as a chosen `Value`, e.g. an object
/// that should compare by its stable name (`RootInteractor#1`) rather than its fields.
public protocol CustomValueConvertible {
  var stuntValue: Value { get }
}
