/// A JSON message as the protocol's hot path reads it: parsed in one pass into this tree, from
/// which the messages every command exchanges (`module/step` and its snapshot) are built
/// directly, without Foundation's `JSONDecoder` (50-60 µs a snapshot through synthesized
/// `Codable`, a few µs this way).
///
/// It reads only what it is sure `JSONDecoder` reads the same way: a parse that meets anything
/// else (invalid UTF-8, a lone surrogate, duplicate keys, nesting deeper than `maximumDepth`, a
/// number outside JSON's grammar) gives nil, and the caller decodes the line with Foundation,
/// which then says what is wrong, as before.
package indirect enum WireJSON: Equatable, Sendable {
  case null
  case bool(Bool)
  /// As written, read as an `Int` or a `Double` by what expects it.
  case number(String)
  case string(String)
  case array([WireJSON])
  /// Members in the order written.
  case object([Member])

  package struct Member: Equatable, Sendable {
    package var key: String
    package var value: WireJSON
  }

  /// Deeper than Foundation's decoder accepts (512) is never a message of the protocol.
  static let maximumDepth = 512

  /// `value` of the object's member `key`; nil when it is absent or this is no object.
  package subscript(key: String) -> WireJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The member `key` of an optional property: `.some(nil)` when absent or null (as a
  /// synthesized `decodeIfPresent` reads it), nil when this is no object.
  package func optional(_ key: String) -> WireJSON?? {
    guard case .object = self else { return nil }
    guard let value = self[key], value != .null else { return .some(nil) }
    return .some(value)
  }

  /// The only member of an object, as a synthesized `Codable` enum writes its case.
  package var onlyMember: Member? {
    guard case .object(let members) = self, members.count == 1 else { return nil }
    return members[0]
  }

  package var int: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }

  package var double: Double? {
    guard case .number(let text) = self, let double = Double(text), double.isFinite else { return nil }
    return double
  }

  package var bool: Bool? {
    guard case .bool(let bool) = self else { return nil }
    return bool
  }

  package var string: String? {
    guard case .string(let string) = self else { return nil }
    return string
  }

  package var array: [WireJSON]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// Each element read by `read`; nil if one cannot be.
  package func array<Element>(_ read: (WireJSON) -> Element?) -> [Element]? {
    guard let elements = array else { return nil }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      guard let value = read(element) else { return nil }
      result.append(value)
    }
    return result
  }
}
