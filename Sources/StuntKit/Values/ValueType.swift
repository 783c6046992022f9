import Foundation

/// The type a parameter, a field or a stubbed method's answer takes.
///
/// The engine checks typed values against it before a module sees them, so a wrong type
/// is one `error:` line at the prompt instead of a failure deep inside a double.
public indirect enum ValueType: Hashable, Sendable, Codable {
  case string
  case int
  /// A fixed-width integer other than `Int` (`UInt8`, `Int32` …), typed as a plain number
  /// within its range; `typeName` is how the Swift code spells it.
  case integer(typeName: String, min: Int, max: Int)
  case double
  case bool
  case void
  /// An http or https URL with a host.
  case url
  /// A moment, written as ISO 8601 with its time zone: `2001-01-01T00:00:00Z`.
  case date
  case optional(ValueType)
  /// An enum with these cases; accepts `.name` and `name`.
  case cases(typeName: String, [String])
  /// Structured data (JSON arrays and objects) that the module decodes.
  case structured(typeName: String)
  /// A type known only when the call comes (a generic method's `T`, `[T]`): any value is taken
  /// when programmed, and decoded to the call's own type then.
  case atTheCall(typeName: String)
  /// An object, named as the call log names it (`RootInteractor#1`).
  case object(typeName: String)

  public func accepts(_ value: Value) -> Bool {
    switch (self, value) {
    case (.optional, .null): true
    case (.optional(let wrapped), _): wrapped.accepts(value)
    case (.string, .string), (.string, .word): true
    case (.int, .int): true
    case (.integer(_, let min, let max), .int(let number)): number >= min && number <= max
    case (.double, .int), (.double, .double): true
    case (.bool, .bool): true
    case (.void, .null): true
    case (.url, .string(let text)), (.url, .word(let text)): ValueType.isHTTPURL(text)
    case (.date, .string(let text)), (.date, .word(let text)): ValueType.isoDate(text) != nil
    case (.cases(_, let names), .enumCase(let name)), (.cases(_, let names), .word(let name)):
      names.contains(name)
    case (.structured, .array), (.structured, .object), (.structured, .null): true
    case (.object, .word), (.object, .reference): true
    case (.atTheCall, _): true
    default: false
    }
  }
}

extension ValueType {
  /// `UInt8` as `.integer(typeName: "UInt8", min: 0, max: 255)`: a standard integer type's range,
  /// within `Int`'s (a typed number is an `Int`); nil for any other type.
  public static func integer<Number: FixedWidthInteger>(_ type: Number.Type) -> ValueType {
    .integer(
      typeName: String(describing: type), min: Int(clamping: Number.min), max: Int(clamping: Number.max))
  }

  /// The type as an error names it: with the range a typed number must fall in, where it has
  /// one (`UInt8 (0...255)`).
  public var withRange: String {
    switch self {
    case .integer(let typeName, let min, let max): "\(typeName) (\(min)...\(max))"
    case .optional(let wrapped): wrapped.withRange + "?"
    default: description
    }
  }

  /// The names an enum's value may take, also when optional.
  public var caseNames: [String]? {
    switch self {
    case .cases(_, let names): names
    case .optional(let wrapped): wrapped.caseNames
    default: nil
    }
  }

  /// An input's parameter `send` may leave out.
  public var isOptional: Bool {
    if case .optional = self { true } else { false }
  }

  /// The moment ISO 8601 text names (`2001-01-01T00:00:00Z`, `2001-01-01T09:00:00+09:00`,
  /// fractions of a second allowed); nil for anything else.
  public static func isoDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions.insert(.withFractionalSeconds)
    return formatter.date(from: text)
  }

  /// `http://host[:port][/path]`: what a real network client can be pointed at.
  static func isHTTPURL(_ text: String) -> Bool {
    let rest: Substring
    if text.hasPrefix("http://") {
      rest = text.dropFirst("http://".count)
    } else if text.hasPrefix("https://") {
      rest = text.dropFirst("https://".count)
    } else {
      return false
    }
    let host = rest.prefix { $0 != "/" && $0 != ":" }
    return !host.isEmpty && !rest.contains(" ")
  }
}

extension ValueType: CustomStringConvertible {
  public var description: String {
    switch self {
    case .string: "String"
    case .int: "Int"
    case .integer(let typeName, _, _): typeName
    case .double: "Double"
    case .bool: "Bool"
    case .void: "Void"
    case .url: "URL"
    case .date: "Date"
    case .optional(let wrapped): "\(wrapped)?"
    case .cases(let typeName, _): typeName
    case .structured(let typeName), .object(let typeName), .atTheCall(let typeName): typeName
    }
  }

  /// An example a user can copy, for usage lines and error hints.
  public var example: String {
    switch self {
    case .string: "\"text\""
    case .int: "42"
    case .integer(_, let min, let max): String(Swift.max(min, Swift.min(max, 1)))
    case .double: "1.5"
    case .bool: "true"
    case .void: "nil"
    case .url: "http://127.0.0.1:8080"
    case .date: "2001-01-01T00:00:00Z"
    case .optional(let wrapped): wrapped.example
    case .cases(_, let names): names.first.map { "." + $0 } ?? "nil"
    case .structured: "{\"key\": \"value\"}"
    case .atTheCall: "1"
    case .object: "RootInteractor#1"
    }
  }
}
