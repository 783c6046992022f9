/// A `key=value` option of a variant, e.g. `url` for a real network client.
public struct OptionDescriptor: Sendable, Codable {
  public var key: String
  public var type: ValueType
  public var summary: String

  public init(_ key: String, _ type: ValueType, summary: String) {
    self.key = key
    self.type = type
    self.summary = summary
  }
}

extension OptionDescriptor {
  /// `key` and `type` are required of a plugin; `summary` defaults to empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .key), try container.decode(ValueType.self, forKey: .type),
      summary: try container.decode(.summary, or: ""))
  }
}
