/// Writes a message of the protocol's hot path as `JSONRPC.line` does through `JSONEncoder`
/// (keys sorted, slashes unescaped), byte for byte: the same escapes, the same spelling of
/// numbers. A value `JSONEncoder` would refuse (a number that is not finite) makes `failed`
/// true, and the caller encodes the message with Foundation instead.
package struct WireWriter {
  package private(set) var bytes: [UInt8] = []
  package private(set) var failed = false
  private var needsComma = false

  package init() {
    bytes.reserveCapacity(512)
  }

  package mutating func fail() { failed = true }

  /// An object whose members `body` writes, in sorted order (`member(_:_:)`).
  package mutating func object(_ body: (inout WireWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  package mutating func array<Element>(_ elements: [Element], _ write: (inout WireWriter, Element) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    for element in elements { write(&self, element) }
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// `"key":` and the value `write` writes.
  package mutating func member(_ key: String, _ write: (inout WireWriter) -> Void) {
    separate()
    string(key)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
    write(&self)
  }

  /// A member of an optional property: left out when nil, as `encodeIfPresent` does.
  package mutating func member<Wrapped>(_ key: String, ifPresent value: Wrapped?, _ write: (inout WireWriter, Wrapped) -> Void) {
    guard let value else { return }
    member(key) { write(&$0, value) }
  }

  /// A synthesized `Codable` enum's case: `{"name":{...}}`.
  package mutating func enumCase(_ name: String, _ payload: (inout WireWriter) -> Void = { _ in }) {
    object { $0.member(name) { $0.object(payload) } }
  }

  package mutating func string(_ text: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  package mutating func int<Integer: FixedWidthInteger>(_ value: Integer) {
    raw(String(value))
  }

  /// As `JSONEncoder` spells a Double: its description without a trailing `.0`.
  package mutating func double(_ value: Double) {
    guard value.isFinite else { return fail() }
    let text = value.description
    raw(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
  }

  package mutating func bool(_ value: Bool) {
    raw(value ? "true" : "false")
  }

  private mutating func raw(_ text: String) {
    separate()
    bytes.append(contentsOf: text.utf8)
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    needsComma = false
  }
}
