import Foundation

/// A type's name as custom-dump prints it: module prefixes dropped, `Optional<T>` as `T?`,
/// `Array<T>` as `[T]`, generic arguments left out.
enum StateTypeName {
  /// Names already worked out, by type: a type's name never changes, and working one out takes
  /// regular expressions, which cost a state read (every command's) more than all the rest of it.
  private static let known = Guarded<[ObjectIdentifier: String]>([:])

  static func of(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = known.withLock({ $0[key] }) { return name }
    let name = spelled(type)
    known.withLock { $0[key] = name }
    return name
  }

  private static func spelled(_ type: Any.Type) -> String {
    var name = _typeName(type, qualified: true)
      .replacingOccurrences(of: #"\(unknown context at \$[[:xdigit:]]+\)\."#, with: "", options: .regularExpression)
    for _ in 1...10 {
      let abbreviated =
        name
        .replacingOccurrences(of: #"\bSwift.Optional<([^><]+)>"#, with: "$1?", options: .regularExpression)
        .replacingOccurrences(of: #"\bSwift.Array<([^><]+)>"#, with: "[$1]", options: .regularExpression)
        .replacingOccurrences(of: #"\bSwift.Dictionary<([^,<]+), ([^><]+)>"#, with: "[$1: $2]", options: .regularExpression)
      if abbreviated == name { break }
      name = abbreviated
    }
    name = name.replacingOccurrences(of: #"\w+\.([\w.]+)"#, with: "$1", options: .regularExpression)
    return name.replacingOccurrences(of: #"<.+>"#, with: "", options: .regularExpression)
  }
}
