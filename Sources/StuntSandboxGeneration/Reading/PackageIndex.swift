import StuntDoublesGeneration
import SwiftSyntax

/// The declarations of a package that the sandbox reads: its types (with their extensions),
/// its protocols, its type aliases, and where its code and tests construct its types. Those
/// nested in other types are read too, under their qualified names (`FooBarUser.Dependency`),
/// and only those of each `#if`'s active clause (`ActiveDeclarations`).
struct PackageIndex {
  let package: PackageDescription
  let files: [SourceFile]
  private(set) var types: [TypeDeclaration] = []
  /// By qualified name.
  private(set) var protocols: [String: (syntax: ProtocolDeclSyntax, file: SourceFile)] = [:]
  /// By qualified name, each with the scope its right-hand side is read in.
  private(set) var typeAliases: [String: (type: TypeSyntax, scope: String?)] = [:]
  private(set) var constructions: [Construction] = []

  init(package: PackageDescription, files: [SourceFile]) {
    self.package = package
    self.files = files
    var extensions: [(ExtensionDeclSyntax, SourceFile)] = []
    for file in files {
      read(ActiveDeclarations.statements(file.tree.statements), in: nil, file, extensions: &extensions)
      let finder = ConstructionFinder(file)
      finder.walk(file.tree)
      constructions += finder.found
    }
    for (extensionDecl, file) in extensions {
      let name = Self.path(extensionDecl.extendedType)
      if let index = types.firstIndex(where: { $0.qualifiedName == name && $0.module == file.module }) {
        types[index].add(extensionDecl, in: file)
      }
    }
  }

  /// Reads declarations of `scope` (a type's qualified name; nil at a file's top level), the
  /// types, protocols and aliases nested in them included.
  private mutating func read(
    _ declarations: [DeclSyntax], in scope: String?, _ file: SourceFile, extensions: inout [(ExtensionDeclSyntax, SourceFile)]
  ) {
    for declaration in declarations {
      if let group = declaration.asProtocol(DeclGroupSyntax.self), let type = TypeDeclaration(group, in: file, scope: scope) {
        types.append(type)
        read(ActiveDeclarations.members(group.memberBlock.members), in: type.qualifiedName, file, extensions: &extensions)
      } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
        extensions.append((extensionDecl, file))
        read(ActiveDeclarations.members(extensionDecl.memberBlock.members), in: Self.path(extensionDecl.extendedType), file, extensions: &extensions)
      } else if let protocolDecl = declaration.as(ProtocolDeclSyntax.self), !file.isTest {
        protocols[Self.qualified(protocolDecl.name.text, in: scope)] = (protocolDecl, file)
      } else if let alias = declaration.as(TypeAliasDeclSyntax.self), !file.isTest {
        typeAliases[Self.qualified(alias.name.text, in: scope)] = (alias.initializer.value, scope)
      }
    }
  }

  private static func qualified(_ name: String, in scope: String?) -> String {
    scope.map { "\($0).\(name)" } ?? name
  }

  /// `Outer.Inner` for a type written `Outer.Inner` or `Outer<T>.Inner`.
  static func path(_ type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return path(member.baseType) + "." + member.name.text }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription
  }

  /// The types named `name` outside the tests: by qualified name (`Outer.Inner`), or by their
  /// own name wherever they are nested.
  func types(named name: String) -> [TypeDeclaration] {
    let exact = types.filter { $0.qualifiedName == name && !$0.file.isTest }
    // A raw identifier as typed with or without its backticks (`` `Two Words` ``).
    let bare = SwiftName.bare(name)
    return !exact.isEmpty ? exact : types.filter { SwiftName.bare($0.name) == bare && !$0.file.isTest }
  }

  /// The qualified name a name written in `scope`'s code means, as Swift looks it up: the
  /// innermost enclosing type's member first, then outward, then the top level; nil when the
  /// package declares nothing of that name.
  func qualified(_ written: String, from scope: String?) -> String? {
    var scopes: [String?] = [nil]
    if let scope {
      let parts = scope.split(separator: ".")
      scopes = (1...parts.count).reversed().map { parts.prefix($0).joined(separator: ".") } + [nil]
    }
    for scope in scopes {
      let candidate = Self.qualified(written, in: scope)
      if protocols[candidate] != nil || typeAliases[candidate] != nil || types.contains(where: { $0.qualifiedName == candidate }) {
        return candidate
      }
    }
    return nil
  }

  /// The declaration a type alias stands for, through aliases of aliases, with the scope it is
  /// read in from there on.
  func resolvingAliases(_ type: TypeSyntax, in scope: String?) -> (type: TypeSyntax, scope: String?) {
    var (type, scope) = (type, scope)
    var seen: Set<String> = []
    while type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self),
      type.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil,
      let name = qualified(Self.path(type), from: scope), let aliased = typeAliases[name], seen.insert(name).inserted
    {
      (type, scope) = aliased
    }
    return (type, scope)
  }

  /// The package's protocol a type names from `scope`, by qualified name.
  func protocolName(of type: TypeSyntax, in scope: String?) -> String? {
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self), type.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil,
      let name = qualified(Self.path(type), from: scope), protocols[name] != nil
    else { return nil }
    return name
  }

  /// `Foo & Bar` for a composition of the package's protocols written in `scope` (each by its
  /// qualified name, through aliases; `AnyObject` and `Sendable` left out, as the doubles leave
  /// them), the one protocol where only one remains; nil when a part is not the package's protocol.
  func compositionName(of type: TypeSyntax, in scope: String?) -> String? {
    guard let composition = type.as(CompositionTypeSyntax.self) else { return nil }
    var names: [String] = []
    for element in composition.elements {
      let (part, partScope) = resolvingAliases(element.type, in: scope)
      if ["AnyObject", "Sendable", "Swift.AnyObject", "Swift.Sendable"].contains(part.trimmedDescription) { continue }
      guard let name = protocolName(of: part, in: partScope) ?? compositionName(of: part, in: partScope) else { return nil }
      names += Self.components(of: name).filter { !names.contains($0) }
    }
    return names.isEmpty ? nil : names.joined(separator: " & ")
  }

  /// The protocols a slot's protocol name stands for: itself, or each of a composition's.
  static func components(of protocolName: String) -> [String] {
    protocolName.components(separatedBy: " & ")
  }

  /// The package's type a type names from `scope`.
  func declaration(of type: TypeSyntax, in scope: String?) -> TypeDeclaration? {
    guard let name = qualified(Self.path(type), from: scope) else { return nil }
    return types.first { $0.qualifiedName == name && !$0.file.isTest }
  }

  /// A type as code outside `scope` must spell it: each name of a type nested in the package's
  /// types qualified (`Dependency` read in `FooBarUser` as `FooBarUser.Dependency`).
  func spelled(_ type: TypeSyntax, in scope: String?) -> String {
    guard scope != nil else { return type.trimmedDescription }
    return Qualifier(index: self, scope: scope).rewrite(type).trimmedDescription
  }

  /// The types outside the tests that conform to `protocolName` (qualified; to each protocol of
  /// a composition), in the order of their files, through their extensions and through the
  /// protocols they conform to that inherit from it.
  func conformers(of protocolName: String) -> [TypeDeclaration] {
    let wanted = Self.components(of: protocolName)
    return types.filter { type in
      !type.file.isTest && wanted.allSatisfy { conforms(type.inherited, from: type.qualifiedName, to: $0, visited: []) }
    }
  }

  /// Whether an inheritance clause written in `scope` names `protocolName`, or a protocol that
  /// inherits from it.
  private func conforms(_ inherited: [String], from scope: String?, to protocolName: String, visited: Set<String>) -> Bool {
    inherited.contains { written in
      let name = qualified(written, from: scope) ?? written
      if name == protocolName || written == protocolName { return true }
      guard let declared = protocols[name], !visited.contains(name) else { return false }
      let parents = declared.syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      let parentScope = name.contains(".") ? String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) : nil
      return conforms(parents, from: parentScope, to: protocolName, visited: visited.union([name]))
    }
  }
}

/// Qualifies the names of nested declarations in a type's spelling.
private final class Qualifier: SyntaxRewriter {
  let index: PackageIndex
  let scope: String?

  init(index: PackageIndex, scope: String?) {
    self.index = index
    self.scope = scope
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let identifier = visited.as(IdentifierTypeSyntax.self), let name = index.qualified(identifier.name.text, from: scope),
      name.contains(".")
    else { return visited }
    let parts = name.split(separator: ".").map(String.init)
    var type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(parts[0])))
    for (offset, part) in parts.dropFirst().enumerated() {
      let last = offset == parts.count - 2
      type = TypeSyntax(
        MemberTypeSyntax(baseType: type, name: .identifier(part), genericArgumentClause: last ? identifier.genericArgumentClause : nil))
    }
    return type.with(\.leadingTrivia, identifier.leadingTrivia).with(\.trailingTrivia, identifier.trailingTrivia)
  }
}
