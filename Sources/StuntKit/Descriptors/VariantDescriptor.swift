/// One implementation a slot offers: the real one or a test double.
public struct VariantDescriptor: Sendable {
  public var name: String
  public var kind: DoubleKind
  public var summary: String
  /// `key=value` options `use` accepts for this variant, e.g. `url` for a real network client.
  public var options: [OptionDescriptor]

  public init(_ name: String, kind: DoubleKind, summary: String, options: [OptionDescriptor] = []) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.options = options
  }
}
