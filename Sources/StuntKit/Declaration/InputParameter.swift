/// A Swift type an input's parameter or a settable field can have, read from a typed `Value`.
public protocol InputParameter: Sendable {
  static var valueType: ValueType { get }
  /// Any value of the type: an input's case name is read from an action made with it.
  static var sample: Self { get }
  init?(_ value: Value)
}

extension String: InputParameter {
  public static var valueType: ValueType { .string }
  public static var sample: String { "" }
  public init?(_ value: Value) {
    guard let text = value.text else { return nil }
    self = text
  }
}

extension Int: InputParameter {
  public static var valueType: ValueType { .int }
  public static var sample: Int { 0 }
  public init?(_ value: Value) {
    guard case .int(let int) = value else { return nil }
    self = int
  }
}

extension Bool: InputParameter {
  public static var valueType: ValueType { .bool }
  public static var sample: Bool { false }
  public init?(_ value: Value) {
    guard case .bool(let bool) = value else { return nil }
    self = bool
  }
}
