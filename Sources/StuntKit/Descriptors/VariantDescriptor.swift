/// One implementation a slot offers: the real one or a test double.
public struct VariantDescriptor: Sendable, Codable {
  public var name: String
  public var kind: DoubleKind
  public var summary: String
  /// `key=value` options `use` accepts for this variant, e.g. `url` for a real network client.
  public var options: [OptionDescriptor]
  /// The slots this variant is built over (a real repository over its manager's slot): while
  /// no active variant uses a slot, `deps` marks it unused, since a double above cut it off.
  public var uses: [String]

  public init(_ name: String, kind: DoubleKind, summary: String, options: [OptionDescriptor] = [], uses: [String] = []) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.options = options
    self.uses = uses
  }
}

extension VariantDescriptor {
  /// `name` and `kind` are required of a plugin; the rest defaults to empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .name), kind: try container.decode(DoubleKind.self, forKey: .kind),
      summary: try container.decode(.summary, or: ""), options: try container.decode(.options, or: []),
      uses: try container.decode(.uses, or: []))
  }
}
