/// Everything the engine knows about a module before loading it: the names a user types,
/// what `modules`, `deps`, `inputs`, `help` and completion show.
package struct ModuleDescriptor: Sendable, Codable {
  /// What `load` takes: `counter`, `club-profile`.
  public var name: String
  public var summary: String
  /// The seed document the module reproduces, e.g. `002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)`.
  public var seed: String
  public var slots: [SlotDescriptor]
  public var inputs: [InputDescriptor]
  /// State fields `set` may change (form fields).
  public var fields: [FieldDescriptor]
  /// Lessons of the seed that `explain <topic>` tells while the module is loaded.
  public var topics: [ExplainTopic]
  /// What its author has still to write before it can be loaded (`ModuleInfo.unwritten`):
  /// `load` refuses it, saying what and where.
  public var unwritten: [String]

  public init(
    name: String,
    summary: String,
    seed: String,
    slots: [SlotDescriptor],
    inputs: [InputDescriptor],
    fields: [FieldDescriptor] = [],
    topics: [ExplainTopic] = [],
    unwritten: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.seed = seed
    self.slots = slots
    self.inputs = inputs
    self.fields = fields
    self.topics = topics
    self.unwritten = unwritten
  }

  public func slot(named name: String) -> SlotDescriptor? {
    slots.first { $0.name == name }
  }

  public func input(named name: String) -> InputDescriptor? {
    inputs.first { $0.name == name }
  }

  public func field(named name: String) -> FieldDescriptor? {
    fields.first { $0.name == name }
  }
}

extension ModuleDescriptor {
  /// Only `name` is required of a plugin: the rest defaults to empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name), summary: try container.decode(.summary, or: ""),
      seed: try container.decode(.seed, or: ""), slots: try container.decode(.slots, or: []),
      inputs: try container.decode(.inputs, or: []), fields: try container.decode(.fields, or: []),
      topics: try container.decode(.topics, or: []), unwritten: try container.decode(.unwritten, or: []))
  }
}
