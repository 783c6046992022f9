import Foundation

/// A stub's answer that names the call's arguments, as Swift interpolates:
/// `stub numberFact.fetch returns "\(number) is a good number."`, or a member of a structured
/// argument, `"\(data.name) 생성됨"`.
extension Value {
  /// The argument names a template uses (`number`, `data.name`), in order.
  public var templateNames: [String] {
    switch self {
    case .string(let text): Value.names(in: text)
    case .array(let values): values.flatMap(\.templateNames)
    case .object(let members): members.flatMap(\.value.templateNames)
    default: []
    }
  }

  /// The value with each `\(name)` replaced by that argument of the call: text as it is, other
  /// values as they print. A name the call does not have stays as written.
  public func filled(with arguments: [CallLog.Argument]) -> Value {
    guard !arguments.isEmpty else { return self }
    switch self {
    case .string(let text):
      var filled = text
      for name in Value.names(in: text) {
        let path = name.split(separator: ".").map(String.init)
        guard let root = path.first, let argument = arguments.first(where: { $0.label == root }),
          let value = argument.value.value(at: path.dropFirst())
        else { continue }
        filled = filled.replacingOccurrences(of: "\\(" + name + ")", with: value.text ?? value.description)
      }
      return .string(filled)
    case .array(let values): return .array(values.map { $0.filled(with: arguments) })
    case .object(let members): return .object(members.map { Member($0.key, $0.value.filled(with: arguments)) })
    default: return self
    }
  }

  private static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\\(") {
      guard let end = rest[start.upperBound...].firstIndex(of: ")") else { break }
      names.append(String(rest[start.upperBound..<end]))
      rest = rest[rest.index(after: end)...]
    }
    return names
  }
}
