/// A dependency of a module that can be swapped at runtime: `clock`, `numberFact`.
public struct SlotDescriptor: Sendable {
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

public struct OptionDescriptor: Sendable {
  public var key: String
  public var type: ValueType
  public var summary: String

  public init(_ key: String, _ type: ValueType, summary: String) {
    self.key = key
    self.type = type
    self.summary = summary
  }
}

/// A method of a dependency that a double can be programmed for, or that a spy records.
public struct MethodDescriptor: Sendable {
  public var name: String
  public var parameters: [ParameterDescriptor]
  public var returns: ValueType
  public var `throws`: Bool
  public var summary: String

  public init(
    _ name: String,
    parameters: [ParameterDescriptor] = [],
    returns: ValueType = .void,
    throws: Bool = false,
    summary: String
  ) {
    self.name = name
    self.parameters = parameters
    self.returns = returns
    self.throws = `throws`
    self.summary = summary
  }

  /// `fetch(n: Int) async throws -> String`
  public var signature: String {
    let parameters = parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    let effects = `throws` ? " throws" : ""
    let result = returns == .void ? "" : " -> \(returns)"
    return "\(name)(\(parameters))\(effects)\(result)"
  }
}
