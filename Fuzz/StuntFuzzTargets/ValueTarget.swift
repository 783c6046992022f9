import StuntEngine
import StuntKit

/// A word or a JSON array/object read as a value: never deeper than the reader's limit, and a
/// JSON value without `nil` reads back from its own description (what error messages show).
enum ValueTarget {
  static func check(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let structured = text.first == "[" || text.first == "{"
    guard let value = try? Value(token: Token(text, kind: structured ? .structured : .word)) else { return nil }
    guard depth(value) <= 32 else { return "a value \(depth(value)) levels deep was read" }
    guard structured, !containsNull(value) else { return nil }
    let again = try? Value(token: Token(value.description, kind: .structured))
    return again == value ? nil : "\(value.description.debugDescription) does not read back as the same value"
  }

  static func depth(_ value: Value) -> Int {
    switch value {
    case .array(let values): 1 + (values.map(depth).max() ?? 0)
    case .object(let members): 1 + (members.map { depth($0.value) }.max() ?? 0)
    default: 0
    }
  }

  static func containsNull(_ value: Value) -> Bool {
    switch value {
    case .null: true
    case .array(let values): values.contains(where: containsNull)
    case .object(let members): members.contains { containsNull($0.value) }
    default: false
    }
  }

  static func seeds(_ samples: [SampleFile]) -> [[UInt8]] {
    let words = samples.flatMap(\.commands).flatMap { (try? Lexer.split($0)) ?? [] }.map(\.text)
    return (words + [#"[1, 2.5, true, null, "그룹", {"a": [{}]}]"#, #"{"name": "x\u0041\n"}"#]).map { Array($0.utf8) }
  }
}
