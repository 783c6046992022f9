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
