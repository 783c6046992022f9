/// A module's state as the engine prints, diffs and reads it: what custom-dump shows of a
/// Swift value (type names, enum cases, labels, the order of fields), as a plain tree.
///
/// In-process, `StateNode(reflecting:)` reads it from the module's state; a module in another
/// process sends the same tree. Either way the engine prints and diffs it with `StateDump`,
/// whose output is custom-dump's, byte for byte (its tests compare the two). It is `Codable`
/// (synthesized, every case and payload) so that it can cross a process as JSON.
public indirect enum StateNode: Hashable, Sendable, Codable {
  /// A number, a Bool or a string: custom-dump prints it as Swift spells a literal.
  case scalar(Value)
  /// A value custom-dump prints as its own description (`CustomDumpStringConvertible`, a
  /// `URL`, a metatype), verbatim.
  case text(String)
  /// An `Optional`: nil, or the value it wraps.
  case optional(StateNode?)
  /// A struct or a class, by its type name (`ClubProfileState.Rent`) and its stored fields.
  case structure(type: String, fields: [Child])
  /// An enum case; `payload` is nil for a case without associated values.
  case enumeration(type: String, name: String, payload: [Child]?)
  case tuple([Child])
  case array([StateNode])
  /// A Set, its members in custom-dump's order (sorted by their dumps).
  case set([StateNode])
  /// A dictionary, as key–value pairs in custom-dump's order.
  case dictionary([Pair])

  /// A labelled (or, in a tuple or an enum's payload, unlabelled) part of a value.
  public struct Child: Hashable, Sendable, Codable {
    public var label: String?
    public var node: StateNode
    public init(_ label: String?, _ node: StateNode) {
      self.label = label
      self.node = node
    }
  }

  public struct Pair: Hashable, Sendable, Codable {
    public var key: StateNode
    public var value: StateNode
    public init(_ key: StateNode, _ value: StateNode) {
      self.key = key
      self.value = value
    }
  }
}

extension StateNode {
  /// The state as `expect` compares it with what the user typed: names and numbers, no types.
  public var value: Value {
    switch self {
    case .scalar(let value): value
    case .text(let text): .string(text)
    case .optional(let wrapped): wrapped?.value ?? .null
    case .structure(_, let fields), .tuple(let fields): .object(Self.members(fields))
    case .enumeration(_, let name, nil): .enumCase(name)
    case .enumeration(_, let name, let payload?):
      .object([Value.Member(name, payload.count == 1 && payload[0].label == nil ? payload[0].node.value : .object(Self.members(payload)))])
    case .array(let elements), .set(let elements): .array(elements.map(\.value))
    case .dictionary(let pairs):
      .object(pairs.map { Value.Member($0.key.value.plainText, $0.value.value) }.sorted { $0.key < $1.key })
    }
  }

  private static func members(_ children: [Child]) -> [Value.Member] {
    children.enumerated().map { Value.Member($0.element.label ?? String($0.offset), $0.element.node.value) }
  }

  /// What a state path can name inside this node: fields by label, elements by number,
  /// a dictionary's values by their keys.
  public var namedChildren: [(label: String, node: StateNode)] {
    switch self {
    case .optional(let wrapped): wrapped?.namedChildren ?? []
    case .structure(_, let children), .tuple(let children):
      children.enumerated().map { ($0.element.label ?? String($0.offset), $0.element.node) }
    case .array(let elements), .set(let elements):
      elements.enumerated().map { (String($0.offset), $0.element) }
    // A dictionary's entries by their keys: `inventory.Talisker`.
    case .dictionary(let pairs):
      pairs.map { ($0.key.value.plainText, $0.value) }
    default: []
    }
  }
}

extension Value {
  /// Text without quotes: a dictionary key as a member name.
  fileprivate var plainText: String {
    switch self {
    case .string(let text), .word(let text), .enumCase(let text), .reference(let text): text
    default: description
    }
  }
}
