import Foundation

extension Value {
  /// Decodes structured data typed at the prompt (`stub x.y returns {"id": 1}`) into a
  /// module's own Codable type.
  public func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: jsonObject, options: [.fragmentsAllowed]))
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
