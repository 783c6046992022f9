import Foundation

extension WireJSON {
  /// The one JSON value `bytes` hold, or nil (see the type's note: then Foundation reads them).
  package static func parse(_ bytes: some ContiguousBytes) -> WireJSON? {
    bytes.withUnsafeBytes { buffer in
      var parser = Parser(bytes: buffer.bindMemory(to: UInt8.self))
      guard let value = parser.value(depth: 0) else { return nil }
      parser.skipWhitespace()
      return parser.index == parser.bytes.count ? value : nil
    }
  }

  private struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Past `byte` and the whitespace before it, if it comes next.
    private mutating func consume(_ byte: UInt8) -> Bool {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func value(depth: Int) -> WireJSON? {
      skipWhitespace()
      guard index < bytes.count, depth < WireJSON.maximumDepth else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object(depth: depth + 1)
      case UInt8(ascii: "["): return array(depth: depth + 1)
      case UInt8(ascii: "\""): return string().map(WireJSON.string)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return number()
      }
    }

    private mutating func literal(_ text: StaticString, _ value: WireJSON) -> WireJSON? {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return nil }
      for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return nil }
      index += count
      return value
    }

    private mutating func object(depth: Int) -> WireJSON? {
      index += 1
      var members: [Member] = []
      // The keys seen, once there are enough that looking through them costs more.
      var keys: Set<String> = []
      if consume(UInt8(ascii: "}")) { return .object(members) }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
        // Which of two equal keys Foundation keeps is its own business: not read here.
        if members.count < 8 {
          guard !members.contains(where: { $0.key == key }) else { return nil }
        } else {
          if keys.isEmpty { keys = Set(members.map(\.key)) }
          guard keys.insert(key).inserted else { return nil }
        }
        guard consume(UInt8(ascii: ":")), let value = value(depth: depth) else { return nil }
        members.append(Member(key: key, value: value))
        if consume(UInt8(ascii: ",")) { continue }
        return consume(UInt8(ascii: "}")) ? .object(members) : nil
      }
    }

    private mutating func array(depth: Int) -> WireJSON? {
      index += 1
      var elements: [WireJSON] = []
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      while true {
        guard let element = value(depth: depth) else { return nil }
        elements.append(element)
        if consume(UInt8(ascii: ",")) { continue }
        return consume(UInt8(ascii: "]")) ? .array(elements) : nil
      }
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
    private mutating func number() -> WireJSON? {
      let start = index
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { return nil }
      if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count, isDigit(bytes[index]) else { return nil }
        skipDigits()
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { return nil }
        skipDigits()
      }
      return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private mutating func skipDigits() { while index < bytes.count, isDigit(bytes[index]) { index += 1 } }

    /// A string from its opening quote; nil for invalid UTF-8, a control character, a bad escape
    /// or a lone surrogate.
    private mutating func string() -> String? {
      index += 1
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
        index += 1
      }
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "\"") {
        // No escape (nearly every string of a message): one copy.
        defer { index += 1 }
        return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      while bytes[index] != UInt8(ascii: "\"") {
        guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else { return nil }
        index += 1
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(bytes[index])
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          utf8.append(contentsOf: String(Character(scalar)).utf8)
          index -= 1
        default: return nil
        }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
          utf8.append(bytes[index])
          index += 1
        }
        guard index < bytes.count else { return nil }
      }
      index += 1
      return String(validating: utf8, as: UTF8.self)
    }

    /// `\uXXXX` (or a surrogate pair of them) at `index` (the `u`), leaving `index` past it.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
      guard let high = hexQuad(at: index + 1) else { return nil }
      index += 5
      if high < 0xD800 || high > 0xDFFF { return Unicode.Scalar(high) }
      guard high < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
        let low = hexQuad(at: index + 2), (0xDC00...0xDFFF).contains(low)
      else { return nil }
      index += 6
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private func hexQuad(at start: Int) -> UInt32? {
      guard start + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for byte in bytes[start..<start + 4] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
  }
}
