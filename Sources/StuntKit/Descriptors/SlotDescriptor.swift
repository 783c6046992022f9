// A slot as the engine, `deps`, completion and plugins see it: its variants and their options,
// derived from the declaration (Declaration/Slot.swift) or sent by a plugin.

/// A dependency of a module that can be swapped at runtime: `clock`, `numberFact`.
public struct SlotDescriptor: Sendable, Codable {
  public var name: String
  public var summary: String
  public var variants: [VariantDescriptor]
  /// The variant a freshly loaded module uses.
  public var defaultVariant: String
  /// The methods `stub` and `calls` can name.
  public var methods: [MethodDescriptor]
  /// The commands that make the module call the slot (`Slot`'s `exercisedBy`), for the
  /// contract tests only: not part of what a plugin sends (`CodingKeys` leaves it out).
  package var exercises: [String]

  public init(
    name: String,
    summary: String,
    variants: [VariantDescriptor],
    defaultVariant: String,
    methods: [MethodDescriptor] = []
  ) {
    self.init(name: name, summary: summary, variants: variants, defaultVariant: defaultVariant, methods: methods, exercises: [])
  }

  package init(
    name: String, summary: String, variants: [VariantDescriptor], defaultVariant: String, methods: [MethodDescriptor],
    exercises: [String]
  ) {
    self.name = name
    self.summary = summary
    self.variants = variants
    self.defaultVariant = defaultVariant
    self.methods = methods
    self.exercises = exercises
  }

  private enum CodingKeys: String, CodingKey {
    case name, summary, variants, defaultVariant, methods
  }

  /// The variant a slot with a real one offers beside its spy, keeping each call's answer.
  public static let recordVariant = "record"

  public func variant(named name: String) -> VariantDescriptor? {
    variants.first { $0.name == name }
  }

  public func method(named name: String) -> MethodDescriptor? {
    methods.first { $0.name == name }
  }

  /// The variant a test context starts the slot at, as a swift-dependencies client's
  /// `testValue`: the `unimplemented` one, else the `failing` one; nil when it has neither.
  public var testVariant: String? {
    (variants.first { $0.kind == .unimplemented } ?? variants.first { $0.kind == .failing })?.name
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
  /// `strict=true`: a call nothing programmed is one `FAIL` at once (`StubAnswers.isStrict`).
  public static let strict = OptionDescriptor(
    "strict", .bool, summary: "a call no `stub` programmed fails at once")

  /// `key` and `type` are required of a plugin; `summary` defaults to empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(String.self, forKey: .key), try container.decode(ValueType.self, forKey: .type),
      summary: try container.decode(.summary, or: ""))
  }
}
