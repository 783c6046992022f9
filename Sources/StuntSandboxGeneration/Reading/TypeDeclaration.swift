import StuntDoublesGeneration
import SwiftSyntax

/// A class, struct, enum or actor of the package, with what its extensions in the same module
/// add: its members and the protocols it conforms to.
struct TypeDeclaration {
  enum Kind: String {
    case `class`, `struct`, `enum`, `actor`
  }

  let name: String
  /// The type it is nested in (`FooBarUser` for `FooBarUser.Settings`); nil at the top level.
  let scope: String?
  /// `FooBarUser.Settings`, as code outside it names it.
  var qualifiedName: String { scope.map { "\($0).\(name)" } ?? name }
  let kind: Kind
  let module: String
  let file: SourceFile
  let syntax: DeclGroupSyntax
  let access: Access
  let isGeneric: Bool
  let documentation: String?
  /// Every member declaration, the type's own then its extensions', with the file of each.
  private(set) var members: [(decl: DeclSyntax, file: SourceFile)]
  /// The names in its inheritance clauses (its own and its extensions').
  private(set) var inherited: [String]

  init?(_ syntax: DeclGroupSyntax, in file: SourceFile, scope: String? = nil) {
    let name: String
    let kind: Kind
    var isGeneric = false
    if let decl = syntax.as(ClassDeclSyntax.self) {
      (name, kind, isGeneric) = (decl.name.text, .class, decl.genericParameterClause != nil)
    } else if let decl = syntax.as(StructDeclSyntax.self) {
      (name, kind, isGeneric) = (decl.name.text, .struct, decl.genericParameterClause != nil)
    } else if let decl = syntax.as(EnumDeclSyntax.self) {
      (name, kind, isGeneric) = (decl.name.text, .enum, decl.genericParameterClause != nil)
    } else if let decl = syntax.as(ActorDeclSyntax.self) {
      (name, kind, isGeneric) = (decl.name.text, .actor, decl.genericParameterClause != nil)
    } else {
      return nil
    }
    self.name = name
    self.scope = scope
    self.kind = kind
    self.isGeneric = isGeneric
    module = file.module
    self.file = file
    self.syntax = syntax
    access = Access.of(syntax.modifiers).access
    documentation = DocComment.line(of: syntax)
    members = ActiveDeclarations.members(syntax.memberBlock.members).map { ($0, file) }
    inherited = TypeDeclaration.names(syntax.inheritanceClause)
  }

  mutating func add(_ extension: ExtensionDeclSyntax, in file: SourceFile) {
    members += ActiveDeclarations.members(`extension`.memberBlock.members).map { ($0, file) }
    inherited += TypeDeclaration.names(`extension`.inheritanceClause)
  }

  static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
  }

  var storedProperties: [StoredProperty] {
    members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(StoredProperty.all(in:))
  }

  var methods: [Method] {
    members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map(Method.init)
  }

  /// The initializers it declares; where it declares none, the one the compiler writes (a
  /// struct's memberwise initializer, or `init()`).
  var initializers: [Initializer] {
    let declared = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.map(Initializer.init)
    // Those in extensions do not take a struct's memberwise initializer away.
    let inBody = ActiveDeclarations.members(syntax.memberBlock.members).contains { $0.is(InitializerDeclSyntax.self) }
    guard !inBody else { return declared }
    return declared + [implicitInitializer]
  }

  /// A struct's memberwise initializer (private if a stored property is), or a class's `init()`.
  private var implicitInitializer: Initializer {
    let stored = storedProperties
    guard kind == .struct else { return Initializer(implicit: [], access: .internal) }
    let parameters = stored.filter { !($0.isLet && $0.initialValue != nil) }.map { property in
      Parameter(memberwise: property)
    }
    let access: Access = stored.contains { $0.access < .internal } ? .private : .internal
    return Initializer(implicit: parameters, access: access)
  }

  /// Its reachable `static let` (or `var`) properties of its own type: a shared instance
  /// (`static let instance = NOOPMetricsHandler()`), in the order declared.
  var sharedInstances: [(name: String, location: String)] {
    members.compactMap { member -> [(name: String, location: String)]? in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        Access.of(variable.modifiers).access.isReachable
      else { return nil }
      return variable.bindings.compactMap { binding in
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let declared = binding.typeAnnotation?.type.trimmedDescription
        let made = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        guard declared == self.name || declared == "Self" || (declared == nil && made == self.name) else { return nil }
        return (name, member.file.location(of: variable))
      }
    }.flatMap { $0 }
  }

  /// An enum's cases that carry nothing, in the order declared.
  var plainCases: [String] {
    members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
      .filter { $0.parameterClause == nil }
      .map(\.name.text)
  }

  /// Whether a value of it can be made with no arguments.
  var isMadeWithoutArguments: Bool {
    kind != .enum && initializers.contains { $0.isPlain && $0.takesNothing }
  }
}

extension Parameter {
  /// A memberwise initializer's parameter for a stored property.
  init(memberwise property: StoredProperty) {
    self.init(
      label: property.name, name: property.name, type: property.type ?? TypeSyntax(IdentifierTypeSyntax(name: .identifier("Any"))),
      defaultValue: property.initialValue, isPassedByValue: true)
  }
}
