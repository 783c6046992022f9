import Foundation

extension Value {
  /// Decodes structured data typed at the prompt (`stub x.y returns {"id": 1}`) into a
  /// module's own Codable type.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: jsonObject, options: [.fragmentsAllowed]))
  }

  /// A value of a module's own `Encodable` type, as `decode` reads it back: what the `record`
  /// variant keeps of an answer. Members sort by key: JSON objects have no order of their own.
  public init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value)).value
  }

  /// The value as Foundation's JSON objects: words, enum cases and object names become strings.
  var jsonObject: Any {
    switch self {
    case .int(let int): int
    case .double(let double): double
    case .bool(let bool): bool
    case .string(let text), .word(let text), .enumCase(let text), .reference(let text): text
    case .null: NSNull()
    case .array(let values): values.map(\.jsonObject)
    case .object(let members): Dictionary(members.map { ($0.key, $0.value.jsonObject) }, uniquingKeysWith: { $1 })
    }
  }
}

/// JSON read back as a `Value`: what an encoder wrote, each kind as JSON has it.
private struct JSONValue: Decodable {
  let value: Value

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Key.self) {
      value = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
        Value.Member(key.stringValue, try object.decode(JSONValue.self, forKey: key).value)
      })
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var values: [Value] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self).value) }
      value = .array(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      value = .null
    } else if let bool = try? single.decode(Bool.self) {
      value = .bool(bool)
    } else if let int = try? single.decode(Int.self) {
      value = .int(int)
    } else if let double = try? single.decode(Double.self) {
      value = .double(double)
    } else {
      value = .string(try single.decode(String.self))
    }
  }
}
