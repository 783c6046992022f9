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
  /// closure that does nothing, a package type made with values made up the same way (its
  /// initializer that needs the fewest), an enum's first plain case; nil when nothing sensible
  /// can be made up.
  func placeholder(for type: TypeSyntax) -> String? {
    placeholder(for: type, depth: 0)
  }

  /// How deep made-up values nest (`Settings(retry: Retry(count: 0))`) before giving up.
  private static let maximumDepth = 4

  private func placeholder(for type: TypeSyntax, depth: Int) -> String? {
    let type = index.resolvingAliases(type)
    if let attributed = type.as(AttributedTypeSyntax.self) { return placeholder(for: attributed.baseType, depth: depth) }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    if let function = type.as(FunctionTypeSyntax.self) { return Self.doingNothing(function) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return placeholder(for: only.type, depth: depth)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
    let name = identifier.name.text
    switch name {
    case "String": return "\"\""
    case "Bool": return "false"
    case "Double", "Float": return "0"
    case "Data": return "Data()"
    case "Date": return "Date(timeIntervalSince1970: 0)"
    case _ where Self.integers.contains(name): return "0"
    default:
      guard depth < Self.maximumDepth, let declared = index.types(named: name).first(where: { !$0.isGeneric && $0.access.isReachable }) else {
        return nil
      }
      if declared.kind == .enum { return declared.plainCases.first.map { "\(name).\(Identifier.escaped($0))" } }
      // The plain initializer with the fewest values to make up, each made up in turn.
      let candidates = declared.initializers.filter(\.isPlain).sorted {
        $0.parameters.filter { $0.defaultValue == nil }.count < $1.parameters.filter { $0.defaultValue == nil }.count
      }
      for initializer in candidates {
        var arguments: [String] = []
        var complete = true
        for parameter in initializer.parameters where parameter.defaultValue == nil {
          guard let value = placeholder(for: parameter.type, depth: depth + 1) else {
            complete = false
            break
          }
          arguments.append(parameter.argument(value))
        }
        if complete { return "\(name)(\(arguments.joined(separator: ", ")))" }
      }
      return nil
    }
  }

  /// `{}`, `{ _ in }`, `{ _, _ in }`: a closure that does nothing, for a function type that
  /// returns nothing; nil for one that must return something.
  private static func doingNothing(_ function: FunctionTypeSyntax) -> String? {
    let result = function.returnClause.type.trimmedDescription
    guard result == "Void" || result == "()" else { return nil }
    let count = function.parameters.count
    return count == 0 ? "{}" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
  }

  /// Whether `set` can change a property of this type (StuntKit's `InputParameter` types).
  static func isField(_ property: StoredProperty) -> Bool {
    ["String", "Int", "Bool"].contains(property.declaredOrLiteralType ?? "")
  }
}
