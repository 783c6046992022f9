import StuntKit

/// `Value`'s synthesized `Codable`: `{"int":{"_0":1}}`, `{"null":{}}`.
extension Value: WireCodable {
  package init?(wire: WireJSON) {
    guard let (name, payload) = wire.onlyMember.map({ ($0.key, $0.value) }), case .object = payload else { return nil }
    let value = payload["_0"]
    switch name {
    case "int": guard let int = value?.int else { return nil }; self = .int(int)
    case "double": guard let double = value?.double else { return nil }; self = .double(double)
    case "bool": guard let bool = value?.bool else { return nil }; self = .bool(bool)
    case "string": guard let text = value?.string else { return nil }; self = .string(text)
    case "word": guard let text = value?.string else { return nil }; self = .word(text)
    case "enumCase": guard let text = value?.string else { return nil }; self = .enumCase(text)
    case "reference": guard let text = value?.string else { return nil }; self = .reference(text)
    case "null": self = .null
    case "array": guard let values = value?.array(Value.init(wire:)) else { return nil }; self = .array(values)
    case "object":
      let members = value?.array { member -> Member? in
        guard let key = member["key"]?.string, let value = member["value"].flatMap(Value.init(wire:)) else { return nil }
        return Member(key, value)
      }
      guard let members else { return nil }
      self = .object(members)
    default: return nil
    }
  }

  package func write(to writer: inout WireWriter) {
    switch self {
    case .int(let int): writer.enumCase("int") { $0.member("_0") { $0.int(int) } }
    case .double(let double): writer.enumCase("double") { $0.member("_0") { $0.double(double) } }
    case .bool(let bool): writer.enumCase("bool") { $0.member("_0") { $0.bool(bool) } }
    case .string(let text): writer.enumCase("string") { $0.member("_0") { $0.string(text) } }
    case .word(let text): writer.enumCase("word") { $0.member("_0") { $0.string(text) } }
    case .enumCase(let text): writer.enumCase("enumCase") { $0.member("_0") { $0.string(text) } }
    case .reference(let text): writer.enumCase("reference") { $0.member("_0") { $0.string(text) } }
    case .null: writer.enumCase("null")
    case .array(let values): writer.enumCase("array") { $0.member("_0") { $0.array(values) { $1.write(to: &$0) } } }
    case .object(let members):
      writer.enumCase("object") {
        $0.member("_0") {
          $0.array(members) { writer, member in
            writer.object {
              $0.member("key") { $0.string(member.key) }
              $0.member("value") { member.value.write(to: &$0) }
            }
          }
        }
      }
    }
  }
}
