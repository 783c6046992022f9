/// A state field `set` may change.
package struct FieldDescriptor: Sendable, Codable {
  /// A state path, e.g. `clubProfileParam.name`; `set` also accepts its last component.
  public var name: String
  public var type: ValueType
  public var summary: String

  public init(_ name: String, _ type: ValueType, summary: String) {
    self.name = name
    self.type = type
    self.summary = summary
  }
}
