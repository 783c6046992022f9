/// A dependency of a module that can be swapped at runtime: `clock`, `numberFact`.
public struct SlotDescriptor: Sendable, Codable {
  public var name: String
  public var summary: String
  public var variants: [VariantDescriptor]
  /// The variant a freshly loaded module uses.
  public var defaultVariant: String
  /// The methods `stub` and `calls` can name.
  public var methods: [MethodDescriptor]

  public init(
    name: String,
    summary: String,
    variants: [VariantDescriptor],
    defaultVariant: String,
    methods: [MethodDescriptor] = []
  ) {
    self.name = name
    self.summary = summary
    self.variants = variants
    self.defaultVariant = defaultVariant
    self.methods = methods
  }

  public func variant(named name: String) -> VariantDescriptor? {
    variants.first { $0.name == name }
  }

  public func method(named name: String) -> MethodDescriptor? {
    methods.first { $0.name == name }
  }
}

extension SlotDescriptor {
  /// `name` and `variants` are required of a plugin; `defaultVariant` defaults to the first variant.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let variants = try container.decode([VariantDescriptor].self, forKey: .variants)
    self.init(
      name: try container.decode(String.self, forKey: .name), summary: try container.decode(.summary, or: ""),
      variants: variants, defaultVariant: try container.decode(.defaultVariant, or: variants.first?.name ?? ""),
      methods: try container.decode(.methods, or: []))
  }
}
