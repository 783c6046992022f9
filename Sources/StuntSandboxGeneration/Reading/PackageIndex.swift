import SwiftSyntax

/// The declarations of a package that the sandbox reads: its types (with their extensions),
/// its protocols, its type aliases, and where its code and tests construct its types.
struct PackageIndex {
  let package: PackageDescription
  let files: [SourceFile]
  private(set) var types: [TypeDeclaration] = []
  private(set) var protocols: [String: (syntax: ProtocolDeclSyntax, file: SourceFile)] = [:]
  private(set) var typeAliases: [String: TypeSyntax] = [:]
  private(set) var constructions: [Construction] = []

  init(package: PackageDescription, files: [SourceFile]) {
    self.package = package
    self.files = files
    var extensions: [(ExtensionDeclSyntax, SourceFile)] = []
    for file in files {
      for declaration in Self.topLevelDeclarations(file.tree.statements.map(\.item)) {
        if let type = declaration.asProtocol(DeclGroupSyntax.self).flatMap({ TypeDeclaration($0, in: file) }) {
          types.append(type)
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
          extensions.append((extensionDecl, file))
        } else if let protocolDecl = declaration.as(ProtocolDeclSyntax.self), !file.isTest {
          protocols[protocolDecl.name.text] = (protocolDecl, file)
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self), !file.isTest {
          typeAliases[alias.name.text] = alias.initializer.value
        }
      }
      let finder = ConstructionFinder(file)
      finder.walk(file.tree)
      constructions += finder.found
    }
    for (extensionDecl, file) in extensions {
      let name = extensionDecl.extendedType.trimmedDescription
      if let index = types.firstIndex(where: { $0.name == name && $0.module == file.module }) {
        types[index].add(extensionDecl, in: file)
      }
    }
  }

  /// Top-level declarations, those inside `#if` blocks included.
  private static func topLevelDeclarations(_ items: [CodeBlockItemSyntax.Item]) -> [DeclSyntax] {
    items.flatMap { item -> [DeclSyntax] in
      guard let decl = item.as(DeclSyntax.self) else { return [] }
      guard let conditional = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
      return conditional.clauses.flatMap { clause -> [DeclSyntax] in
        switch clause.elements {
        case .statements(let statements)?: topLevelDeclarations(statements.map(\.item))
        case .decls(let members)?: members.map(\.decl)
        default: []
        }
      }
    }
  }

  /// The types named `name` outside the tests.
  func types(named name: String) -> [TypeDeclaration] {
    types.filter { $0.name == name && !$0.file.isTest }
  }

  /// The types outside the tests that conform to `protocolName`, in the order of their files.
  func conformers(of protocolName: String) -> [TypeDeclaration] {
    types.filter { !$0.file.isTest && $0.inherited.contains(protocolName) }
  }

  /// The declaration a type alias stands for, through aliases of aliases.
  func resolvingAliases(_ type: TypeSyntax) -> TypeSyntax {
    var type = type
    var seen: Set<String> = []
    while let name = type.as(IdentifierTypeSyntax.self)?.name.text, type.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil,
      let aliased = typeAliases[name], seen.insert(name).inserted
    {
      type = aliased
    }
    return type
  }
}
