import SwiftSyntax

/// A requirement no double can stand in for (a `static` member, a subscript, one that takes
/// `Self`, an effectful getter, typed `throws`): read from source, it no longer refuses the
/// protocol's doubles. Each double has a witness for it that reports the call (one `FAIL`) and
/// answers its result's default; `calls`, `stub` and `mock` do not offer it.
struct LeftOutMember {
  /// As `calls` would have named it: `shared`, `subscript`.
  let name: String
  /// Why it is left out, as the `FAIL` says it.
  let reason: String
  /// The witness's declaration, up to its body: `static func make() -> Int`.
  private let head: String
  /// The accessors a property or a subscript needs (`get`, `set`); nil for a method.
  private let accessors: [String]?
  /// `async`, `throws`, `async throws` on a getter.
  private let getterEffects: String

  init?(_ member: some DeclSyntaxProtocol, reason: DoublesDiagnostic) {
    let isMutating = member.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } ?? false
    self.reason = isMutating ? "it is mutating, and a double is a class that no call replaces" : Self.words(for: reason)
    if let function = member.as(FunctionDeclSyntax.self) {
      name = Requirement.unescaped(function.name.text)
      let modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.mutating) }.map(\.trimmedDescription)
      let generics = function.genericParameterClause?.trimmedDescription ?? ""
      let constraints = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
      head = (modifiers + ["func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(constraints)"]).joined(separator: " ")
      accessors = nil
      getterEffects = ""
    } else if let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let type = binding.typeAnnotation?.type.trimmedDescription
    {
      name = binding.pattern.trimmedDescription
      let modifiers = variable.modifiers.filter { $0.name.tokenKind != .keyword(.mutating) }.map(\.trimmedDescription)
      head = (modifiers + ["var \(name): \(type)"]).joined(separator: " ")
      (accessors, getterEffects) = Self.accessors(of: binding.accessorBlock)
    } else if let subscriptDecl = member.as(SubscriptDeclSyntax.self) {
      name = "subscript"
      let modifiers = subscriptDecl.modifiers.map(\.trimmedDescription)
      let generics = subscriptDecl.genericParameterClause?.trimmedDescription ?? ""
      head = (modifiers + ["subscript\(generics)\(subscriptDecl.parameterClause.trimmedDescription) \(subscriptDecl.returnClause.trimmedDescription)"])
        .joined(separator: " ")
      (accessors, getterEffects) = Self.accessors(of: subscriptDecl.accessorBlock)
    } else {
      return nil
    }
  }

  /// The witness, `member` the access keyword the doubles' members carry (`public `, or none),
  /// in the final class `selfType`, which a class names where the protocol says `Self`.
  func witness(protocolName: String, member: String, selfType: String) -> String {
    let head = Requirement.identifiers(in: self.head).contains("Self") ? Self.replacingSelf(in: self.head, with: selfType) : self.head
    let call = "GeneratedDouble.leftOut(\(SwiftLiteral.string(name)), of: \(SwiftLiteral.string(protocolName)), because: \(SwiftLiteral.string(reason)))"
    guard let accessors else { return "\(member)\(head) {\nreturn \(call)\n}" }
    let getter = "get\(getterEffects.isEmpty ? "" : " " + getterEffects) {\nreturn \(call)\n}"
    let setter = accessors.contains("set") ? "\nset {\nlet _: Void = \(call)\n}" : ""
    return "\(member)\(head) {\n\(getter)\(setter)\n}"
  }

  /// `Self` as a whole word replaced: `func same(as other: Self)` in a final class `Stub`.
  private static func replacingSelf(in text: String, with type: String) -> String {
    var result = ""
    var word = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      result += word == "Self" ? type : word
      word = ""
      result.append(character)
    }
    return String(result.dropLast())
  }

  private static func accessors(of block: AccessorBlockSyntax?) -> ([String], String) {
    guard case .accessors(let list)? = block?.accessors else { return (["get"], "") }
    let names = list.map(\.accessorSpecifier.text)
    let effects = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.effectSpecifiers?.trimmedDescription ?? ""
    return (names, effects)
  }

  private static func words(for reason: DoublesDiagnostic) -> String {
    switch reason {
    case .staticMethod: "it is static, and a double is an instance"
    case .effectfulProperty: "its getter is async or throws"
    case .typedThrows: "it throws a type of its own"
    case .unsupportedParameter: "it takes or returns Self, or an inout, variadic or attributed parameter"
    case .namedOpaqueResult: "its result is a named opaque type, which Swift does not compile"
    case .operatorFunction: "an operator, which `calls` and `stub` do not name"
    default: "a subscript, which `calls` and `stub` do not name"
    }
  }
}
