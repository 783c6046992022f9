import StuntDoublesGeneration
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
  func isDecodable(_ type: TypeSyntax, in scope: String?) -> Bool {
    let (type, scope) = index.resolvingAliases(type, in: scope)
    if let optional = type.as(OptionalTypeSyntax.self) { return isDecodable(optional.wrappedType, in: scope) }
    if let array = type.as(ArrayTypeSyntax.self) { return isDecodable(array.element, in: scope) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return ["String", "Int"].contains(dictionary.key.trimmedDescription) && isDecodable(dictionary.value, in: scope)
    }
    if let declared = index.declaration(of: type, in: scope) {
      return !declared.isGeneric && declared.inherited.contains { ["Codable", "Decodable"].contains($0) }
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
    return Self.decodable.contains(identifier.name.text)
  }

  /// A value of the type to start from, as Swift source: `""`, `0`, `false`, `nil`, `[]`, a
  /// closure that does nothing, a package type made with values made up the same way (its
  /// initializer that needs the fewest), an enum's first plain case; nil when nothing sensible
  /// can be made up.
  func placeholder(for type: TypeSyntax, in scope: String?) -> String? {
    placeholder(for: type, in: scope, depth: 0)
  }

  /// How deep made-up values nest (`Settings(retry: Retry(count: 0))`) before giving up.
  private static let maximumDepth = 4

  private func placeholder(for type: TypeSyntax, in scope: String?, depth: Int) -> String? {
    let (type, scope) = index.resolvingAliases(type, in: scope)
    if let attributed = type.as(AttributedTypeSyntax.self) { return placeholder(for: attributed.baseType, in: scope, depth: depth) }
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    if let function = type.as(FunctionTypeSyntax.self) { return Self.doingNothing(function) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return placeholder(for: only.type, in: scope, depth: depth)
    }
    if depth < Self.maximumDepth, let declared = index.declaration(of: type, in: scope), !declared.isGeneric, declared.access.isReachable {
      return made(declared, depth: depth)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
    switch identifier.name.text {
    case "String": return "\"\""
    case "Bool": return "false"
    case "Double", "Float": return "0"
    case "Data": return "Data()"
    case "Date": return "Date(timeIntervalSince1970: 0)"
    case _ where Self.integers.contains(identifier.name.text): return "0"
    default: return nil
    }
  }

  /// A value of a package type: an enum's first plain case, else its plain initializer that
  /// needs the fewest values made up, each made up in turn.
  private func made(_ declared: TypeDeclaration, depth: Int) -> String? {
    let name = declared.qualifiedName
    if declared.kind == .enum { return declared.plainCases.first.map { "\(name).\(SwiftName.escaped($0))" } }
    let candidates = declared.initializers.filter(\.isPlain).sorted {
      $0.parameters.filter { $0.defaultValue == nil }.count < $1.parameters.filter { $0.defaultValue == nil }.count
    }
    for initializer in candidates {
      var arguments: [String] = []
      var complete = true
      for parameter in initializer.parameters where parameter.defaultValue == nil {
        guard let value = placeholder(for: parameter.type, in: declared.qualifiedName, depth: depth + 1) else {
          complete = false
          break
        }
        arguments.append(parameter.argument(value))
      }
      if complete { return "\(name)(\(arguments.joined(separator: ", ")))" }
    }
    return nil
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
