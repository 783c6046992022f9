import StuntKit

/// `StateNode`'s synthesized `Codable`: `{"structure":{"fields":[...],"type":"T"}}`,
/// `{"optional":{}}` for nil.
extension StateNode: WireCodable {
  package init?(wire: WireJSON) {
    guard let (name, payload) = wire.onlyMember.map({ ($0.key, $0.value) }), case .object = payload else { return nil }
    switch name {
    case "scalar": guard let value = payload["_0"].flatMap(Value.init(wire:)) else { return nil }; self = .scalar(value)
    case "text": guard let text = payload["_0"]?.string else { return nil }; self = .text(text)
    case "optional":
      guard let wrapped = payload.optional("_0") else { return nil }
      if let wrapped {
        guard let node = StateNode(wire: wrapped) else { return nil }
        self = .optional(node)
      } else {
        self = .optional(nil)
      }
    case "structure":
      guard let type = payload["type"]?.string, let fields = payload["fields"]?.array(Child.init(wire:)) else { return nil }
      self = .structure(type: type, fields: fields)
    case "enumeration":
      guard let type = payload["type"]?.string, let name = payload["name"]?.string, let children = payload.optional("payload") else { return nil }
      var payload: [Child]?
      if let children {
        guard let read = children.array(Child.init(wire:)) else { return nil }
        payload = read
      }
      self = .enumeration(type: type, name: name, payload: payload)
    case "tuple": guard let children = payload["_0"]?.array(Child.init(wire:)) else { return nil }; self = .tuple(children)
    case "array": guard let nodes = payload["_0"]?.array(StateNode.init(wire:)) else { return nil }; self = .array(nodes)
    case "set": guard let nodes = payload["_0"]?.array(StateNode.init(wire:)) else { return nil }; self = .set(nodes)
    case "dictionary": guard let pairs = payload["_0"]?.array(Pair.init(wire:)) else { return nil }; self = .dictionary(pairs)
    default: return nil
    }
  }

  package func write(to writer: inout WireWriter) {
    switch self {
    case .scalar(let value): writer.enumCase("scalar") { $0.member("_0") { value.write(to: &$0) } }
    case .text(let text): writer.enumCase("text") { $0.member("_0") { $0.string(text) } }
    case .optional(let wrapped): writer.enumCase("optional") { $0.member("_0", ifPresent: wrapped) { $1.write(to: &$0) } }
    case .structure(let type, let fields):
      writer.enumCase("structure") {
        $0.member("fields") { $0.array(fields) { $1.write(to: &$0) } }
        $0.member("type") { $0.string(type) }
      }
    case .enumeration(let type, let name, let payload):
      writer.enumCase("enumeration") {
        $0.member("name") { $0.string(name) }
        $0.member("payload", ifPresent: payload) { $0.array($1) { $1.write(to: &$0) } }
        $0.member("type") { $0.string(type) }
      }
    case .tuple(let children): writer.enumCase("tuple") { $0.member("_0") { $0.array(children) { $1.write(to: &$0) } } }
    case .array(let nodes): writer.enumCase("array") { $0.member("_0") { $0.array(nodes) { $1.write(to: &$0) } } }
    case .set(let nodes): writer.enumCase("set") { $0.member("_0") { $0.array(nodes) { $1.write(to: &$0) } } }
    case .dictionary(let pairs): writer.enumCase("dictionary") { $0.member("_0") { $0.array(pairs) { $1.write(to: &$0) } } }
    }
  }
}

extension StateNode.Child: WireCodable {
  package init?(wire: WireJSON) {
    guard let label = wire.optional("label"), let node = wire["node"].flatMap(StateNode.init(wire:)) else { return nil }
    if let label, label.string == nil { return nil }
    self.init(label?.string, node)
  }

  package func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("label", ifPresent: label) { $0.string($1) }
      $0.member("node") { node.write(to: &$0) }
    }
  }
}

extension StateNode.Pair: WireCodable {
  package init?(wire: WireJSON) {
    guard let key = wire["key"].flatMap(StateNode.init(wire:)), let value = wire["value"].flatMap(StateNode.init(wire:)) else { return nil }
    self.init(key, value)
  }

  package func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("key") { key.write(to: &$0) }
      $0.member("value") { value.write(to: &$0) }
    }
  }
}
