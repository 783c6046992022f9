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

extension FieldDescriptor {
  /// `name` and `type` are required of a plugin; `summary` defaults to empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .name), try container.decode(ValueType.self, forKey: .type),
      summary: try container.decode(.summary, or: ""))
  }
}
