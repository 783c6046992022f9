import SwiftSyntax

/// What the sandbox knows of a parameter's or property's type: whether a typed value from the
/// REPL can become one (it is `Decodable`), and what to pass where a value must be made up.
struct ValueTypes {
  let index: PackageIndex

  private static let decodable: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "URL",
    "UUID",
  ]
  private static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

  /// Whether `send` can pass it: a standard value, a collection or optional of them, or a type
  /// of the package declared `Codable` or `Decodable`.
  func isDecodable(_ type: TypeSyntax) -> Bool {
    let type = index.resolvingAliases(type)
    if let optional = type.as(OptionalTypeSyntax.self) { return isDecodable(optional.wrappedType) }
    if let array = type.as(ArrayTypeSyntax.self) { return isDecodable(array.element) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return ["String", "Int"].contains(dictionary.key.trimmedDescription) && isDecodable(dictionary.value)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
    let name = identifier.name.text
    if Self.decodable.contains(name) { return true }
    return index.types(named: name).contains { type in
      type.inherited.contains { ["Codable", "Decodable"].contains($0) }
    }
  }

  /// A value of the type to start from, as Swift source: `""`, `0`, `false`, `nil`, `[]`, a
  /// package type made with no arguments; nil when nothing sensible can be made up.
  func placeholder(for type: TypeSyntax) -> String? {
    let type = index.resolvingAliases(type)
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return nil }
    switch name {
    case "String": return "\"\""
    case "Bool": return "false"
    case "Double", "Float": return "0"
    case _ where Self.integers.contains(name): return "0"
    default:
      guard let declared = index.types(named: name).first, declared.isMadeWithoutArguments else { return nil }
      return "\(name)()"
    }
  }

  /// Whether `set` can change a property of this type (StuntKit's `InputParameter` types).
  static func isField(_ property: StoredProperty) -> Bool {
    ["String", "Int", "Bool"].contains(property.declaredOrLiteralType ?? "")
  }
}
