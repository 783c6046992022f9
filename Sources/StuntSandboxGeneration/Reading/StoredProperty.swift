import StuntDoublesGeneration
import SwiftSyntax

/// A stored instance property of the type under test: state, a field `set` may change, or a
/// dependency injected by setting it.
struct StoredProperty {
  let name: String
  /// nil when the type is inferred from the initial value.
  let type: TypeSyntax?
  let isLet: Bool
  let initialValue: ExprSyntax?
  let access: Access
  let setterAccess: Access
  let documentation: String?

  /// The stored properties one declaration declares (`var a = 1, b = 2`); none for a computed
  /// or static one.
  static func all(in syntax: VariableDeclSyntax) -> [StoredProperty] {
    guard !syntax.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { return [] }
    let (access, setter) = Access.of(syntax.modifiers)
    let isLet = syntax.bindingSpecifier.tokenKind == .keyword(.let)
    var found: [StoredProperty] = []
    var sharedType: TypeSyntax?
    for binding in syntax.bindings.reversed() {
      // `var a, b: Int` gives both the type written last.
      if let type = binding.typeAnnotation?.type { sharedType = type }
      if let accessors = binding.accessorBlock?.accessors {
        // Observers (`didSet`) keep a property stored; a getter makes it computed.
        guard case .accessors(let list) = accessors,
          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
        else { continue }
      }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      found.insert(
        StoredProperty(
          name: name, type: binding.typeAnnotation?.type ?? (binding.initializer == nil ? sharedType : nil), isLet: isLet,
          initialValue: binding.initializer?.value, access: access, setterAccess: isLet ? .private : setter,
          documentation: DocComment.line(of: syntax)),
        at: 0)
    }
    return found
  }

  /// The type as written, or as a literal initial value says it (`var punctuation = "!"`).
  var declaredOrLiteralType: String? {
    if let type { return type.trimmedDescription }
    guard let value = initialValue else { return nil }
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    return nil
  }

  /// Whether code outside the type may assign it (`@testable` reaching internal setters).
  var isSettable: Bool { !isLet && setterAccess.isReachable }
}
