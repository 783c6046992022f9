import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Doubles` on a protocol: its method descriptors, a swappable client and the Meszaros
/// doubles, in a peer enum `<Protocol>Doubles`. What the doubles do is in StuntKit's
/// `GeneratedDouble`; the expansion only routes each method to it.
public struct DoublesMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return clientExpansion(of: structDecl, in: context)
    }
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: DoublesDiagnostic.notAProtocol))
      return []
    }
    let widened = widenedAccess(of: protocolDecl, in: context)
    guard let requirements = requirements(of: protocolDecl, in: context), widened else { return [] }
    guard let isolation = swappableIsolation(of: protocolDecl, in: context) else { return [] }
    let source = DoublesSource(
      protocolName: protocolDecl.name.text, access: access(of: protocolDecl), requirements: requirements,
      swappableIsolation: isolation)
    return [DeclSyntax(stringLiteral: source.text)]
  }

  /// `@Doubles` on a struct of closures, as swift-dependencies' `@DependencyClient` is: each
  /// closure property is a method the doubles implement, and each double is a value of the
  /// struct (`Stub(answers:).client`). Its closures are `async`, since a call reads the slot on
  /// the main actor wherever it runs; any other stored property is refused.
  private static func clientExpansion(of structDecl: StructDeclSyntax, in context: some MacroExpansionContext) -> [DeclSyntax] {
    var requirements: [Requirement] = []
    var refused = false
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      for binding in variable.bindings where !isStatic && binding.accessorBlock == nil {
        let name = binding.pattern.trimmedDescription
        var type = binding.typeAnnotation?.type
        if let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type?.as(FunctionTypeSyntax.self) else {
          context.diagnose(Diagnostic(node: binding, message: DoublesDiagnostic.notAClosure(name)))
          refused = true
          continue
        }
        guard function.effectSpecifiers?.asyncSpecifier != nil else {
          context.diagnose(Diagnostic(node: binding, message: DoublesDiagnostic.synchronousClosure(name)))
          refused = true
          continue
        }
        requirements.append(Requirement(closure: name, type: function, summary: Requirement.documentation(of: variable)))
      }
    }
    guard !refused else { return [] }
    guard !requirements.isEmpty else {
      context.diagnose(Diagnostic(node: structDecl.structKeyword, message: DoublesDiagnostic.notAProtocol))
      return []
    }
    let access = structDecl.modifiers.first { ["public", "package"].contains($0.name.text) }?.name.text
    var source = DoublesSource(protocolName: structDecl.name.text, access: access, requirements: requirements, swappableIsolation: .hop)
    source.isClient = true
    return [DeclSyntax(stringLiteral: source.text)]
  }

  /// The methods and properties, or nil after diagnosing what the doubles cannot stand in for.
  private static func requirements(
    of protocolDecl: ProtocolDeclSyntax, in context: some MacroExpansionContext
  ) -> [Requirement]? {
    var requirements: [(Requirement, name: Syntax)] = []
    var refused = false
    func refuse(_ node: some SyntaxProtocol, _ message: DoublesDiagnostic) {
      context.diagnose(Diagnostic(node: node, message: message))
      refused = true
    }
    if let generics = protocolDecl.primaryAssociatedTypeClause { refuse(generics, .associatedTypes) }
    // A peer macro reads only the declaration it is attached to: what another protocol requires
    // is out of its sight, and the doubles would not conform.
    let inherited = protocolDecl.inheritanceClause?.inheritedTypes.filter {
      !["Sendable", "AnyObject", "Actor"].contains($0.type.trimmedDescription)
    } ?? []
    if let first = inherited.first {
      refuse(first, .inheritedRequirements(protocolDecl.name.text, inherited.map(\.type.trimmedDescription)))
    }
    for member in protocolDecl.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { refuse(variable, .staticMethod) }
        guard let requirement = Requirement(variable), let binding = variable.bindings.first else {
          refuse(variable, .effectfulProperty)
          continue
        }
        requirements.append((requirement, Syntax(binding.pattern)))
        continue
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self) else {
        refuse(member.decl, .onlyMethods)
        continue
      }
      if let generics = function.genericParameterClause { refuse(generics, .genericMethod) }
      if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
        refuse(function.name, .staticMethod)
      }
      if function.signature.effectSpecifiers?.throwsClause?.type != nil {
        refuse(function.signature, .typedThrows)
      }
      for parameter in function.signature.parameterClause.parameters
      where parameter.ellipsis != nil || parameter.type.is(AttributedTypeSyntax.self) {
        refuse(parameter, .unsupportedParameter)
      }
      requirements.append((Requirement(function), Syntax(function.name)))
    }
    guard !refused, let named = namingOverloads(requirements, in: context) else { return nil }
    return named
  }

  /// Overloads get the names mockolo gives them (`readProjectEntityID`), by argument labels,
  /// then by types too; nil after diagnosing overloads that even types cannot tell apart.
  private static func namingOverloads(
    _ requirements: [(Requirement, name: Syntax)], in context: some MacroExpansionContext
  ) -> [Requirement]? {
    let named = Requirement.namingOverloads(requirements.map(\.0))
    var seen: Set<String> = []
    var refused = false
    for (requirement, (_, name)) in zip(named, requirements) where !seen.insert(requirement.typedName).inserted {
      context.diagnose(Diagnostic(node: name, message: DoublesDiagnostic.overloaded(requirement.typedName)))
      refused = true
    }
    return refused ? nil : named
  }

  /// How the swappable client reaches the live slot, which lives on the main actor: as the
  /// protocol does if it is main-actor isolated; if it is Sendable, every method is async and
  /// hops there; otherwise through a main-actor-isolated conformance, whose methods cannot
  /// send the client to an async method elsewhere, so they are synchronous. Nil after
  /// diagnosing a method none of these can reach.
  private static func swappableIsolation(
    of protocolDecl: ProtocolDeclSyntax, in context: some MacroExpansionContext
  ) -> DoublesSource.SwappableIsolation? {
    if protocolDecl.attributes.contains(where: { $0.trimmedDescription == "@MainActor" }) { return .inherited }
    let inherited = protocolDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    let isSendable = inherited.contains("Sendable")
    // A property is synchronous, as an effectful getter is refused.
    let unreachable = protocolDecl.memberBlock.members.compactMap { member -> Syntax? in
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return isSendable ? variable.bindings.first.map { Syntax($0.pattern) } : nil
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        (function.signature.effectSpecifiers?.asyncSpecifier != nil) != isSendable
      else { return nil }
      return Syntax(function.name)
    }
    for name in unreachable {
      let message: DoublesDiagnostic = isSendable ? .sendableSynchronous : .nonSendableAsync
      context.diagnose(Diagnostic(node: name, message: message))
    }
    guard unreachable.isEmpty else { return nil }
    return isSendable ? .hop : .mainActorConformance
  }

  /// Whether the protocol is `package` or `public`; diagnosed, with a fix-it, when it is not.
  ///
  /// Whole-module optimization (every release build) assumes that an internal protocol is
  /// implemented only by the types it finds in the module's files, and it does not look inside
  /// the peers a macro adds beside a top-level declaration. With one hand-written conformer, it
  /// then compiles every `any P` as that type, and a generated double passed where the code
  /// under test takes a `P` is read as the wrong type (a crash, or worse, wrong answers). The
  /// optimizer leaves protocols visible outside the module alone. Reproducer and report:
  /// Reproducers/wmo-macro-conformer.
  private static func widenedAccess(of protocolDecl: ProtocolDeclSyntax, in context: some MacroExpansionContext) -> Bool {
    let level = access(of: protocolDecl)
    guard level != "public", level != "package" else { return true }
    let narrow = protocolDecl.modifiers.first { modifier in
      [Keyword.internal, .fileprivate, .private].contains { modifier.name.tokenKind == .keyword($0) }
    }
    let package = TokenSyntax.keyword(.package)
    let change: FixIt.Change =
      if let narrow {
        .replace(
          oldNode: Syntax(narrow.name),
          newNode: Syntax(
            package.with(\.leadingTrivia, narrow.name.leadingTrivia).with(\.trailingTrivia, narrow.name.trailingTrivia)))
      } else {
        .replace(
          oldNode: Syntax(protocolDecl.protocolKeyword),
          newNode: Syntax(
            TokenSyntax.identifier("package protocol", leadingTrivia: protocolDecl.protocolKeyword.leadingTrivia,
              trailingTrivia: protocolDecl.protocolKeyword.trailingTrivia)))
      }
    context.diagnose(
      Diagnostic(
        node: protocolDecl.protocolKeyword, message: DoublesDiagnostic.notPackageOrPublic(protocolDecl.name.text),
        fixIt: FixIt(message: WidenToPackage(), changes: [change])))
    return false
  }

  /// The protocol's own access level, so the doubles are as visible as what they stand in for.
  private static func access(of protocolDecl: ProtocolDeclSyntax) -> String? {
    let levels: [Keyword] = [.public, .package, .fileprivate, .private]
    return protocolDecl.modifiers.first { modifier in
      levels.contains { modifier.name.tokenKind == .keyword($0) }
    }?.name.text
  }
}
