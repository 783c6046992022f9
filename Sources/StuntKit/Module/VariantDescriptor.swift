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

  /// A variant named after its kind: `stub`, `spy`, `failing` ...
  public init(_ kind: DoubleKind, summary: String, options: [OptionDescriptor] = []) {
    self.init(kind.rawValue, kind: kind, summary: summary, options: options)
  }
}

extension VariantDescriptor {
  /// A mock variant: a spy that also checks calls against expectations; `times=N` expects
  /// every method exactly N times.
  public static func mock(summary: String) -> Self {
    VariantDescriptor(
      .mock, summary: summary,
      options: [OptionDescriptor("times", .int, summary: "how many times each method must be called")])
  }
}
