import SwiftDiagnostics
import SwiftSyntax

/// What `@Doubles` reads: the one declaration it is attached to, a protocol or a struct of
/// closures. A peer macro sees nothing else, so a protocol must declare every requirement
/// itself, be `package` or `public`, and say how its client reaches the main actor.
public enum AttachedDoublesReader {
  /// The doubles of `declaration`, or every problem that prevents them (`attribute`, the
  /// `@Doubles` written on it, is where a declaration of the wrong kind is refused).
  public static func doubles(
    of declaration: some DeclSyntaxProtocol, attachedBy attribute: AttributeSyntax
  ) throws(DoublesRefusal) -> DoublesSource {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return try clientDoubles(of: structDecl)
    }
    guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
      throw DoublesRefusal([DoublesProblem(attribute, DoublesDiagnostic.notAProtocol)])
    }
    var problems = accessProblems(of: protocolDecl)
    var requirements: [Requirement] = []
    do throws(DoublesRefusal) {
      requirements = try self.requirements(of: protocolDecl)
    } catch {
      problems += error.problems
    }
    guard problems.isEmpty else { throw DoublesRefusal(problems) }
    return DoublesSource(
      protocolName: protocolDecl.name.text, access: protocolDecl.accessLevel, requirements: requirements,
      swappableIsolation: try swappableIsolation(of: protocolDecl))
  }

  /// `@Doubles` on a struct of closures, as swift-dependencies' `@DependencyClient` is: each
  /// closure property is a method the doubles implement, and each double is a value of the
  /// struct (`Stub(answers:).client`). Its closures are `async`, since a call reads the slot on
  /// the main actor wherever it runs; any other stored property is refused.
  private static func clientDoubles(of structDecl: StructDeclSyntax) throws(DoublesRefusal) -> DoublesSource {
    var requirements: [Requirement] = []
    var problems: [DoublesProblem] = []
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
      for binding in variable.bindings where !isStatic && binding.accessorBlock == nil {
        let name = binding.pattern.trimmedDescription
        var type = binding.typeAnnotation?.type
        if let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type?.as(FunctionTypeSyntax.self) else {
          problems.append(DoublesProblem(binding, DoublesDiagnostic.notAClosure(name)))
          continue
        }
        guard function.effectSpecifiers?.asyncSpecifier != nil else {
          problems.append(DoublesProblem(binding, DoublesDiagnostic.synchronousClosure(name)))
          continue
        }
        requirements.append(Requirement(closure: name, type: function, summary: DocComment.line(of: variable)))
      }
    }
    guard problems.isEmpty else { throw DoublesRefusal(problems) }
    guard !requirements.isEmpty else {
      throw DoublesRefusal([DoublesProblem(structDecl.structKeyword, DoublesDiagnostic.notAProtocol)])
    }
    let access = structDecl.modifiers.first { ["public", "package"].contains($0.name.text) }?.name.text
    var source = DoublesSource(protocolName: structDecl.name.text, access: access, requirements: requirements, swappableIsolation: .hop)
    source.isClient = true
    return source
  }

  /// The methods and properties, or the problems of what the doubles cannot stand in for.
  private static func requirements(of protocolDecl: ProtocolDeclSyntax) throws(DoublesRefusal) -> [Requirement] {
    var problems: [DoublesProblem] = []
    if let generics = protocolDecl.primaryAssociatedTypeClause {
      problems.append(DoublesProblem(generics, DoublesDiagnostic.associatedTypes))
    }
    // A peer macro reads only the declaration it is attached to: what another protocol requires
    // is out of its sight, and the doubles would not conform.
    let inherited = protocolDecl.inheritanceClause?.inheritedTypes.filter {
      !["Sendable", "AnyObject", "Actor"].contains($0.type.trimmedDescription)
    } ?? []
    if let first = inherited.first {
      problems.append(
        DoublesProblem(
          first, DoublesDiagnostic.inheritedRequirements(protocolDecl.name.text, inherited.map(\.type.trimmedDescription))))
    }
    let members = ProtocolMembers(protocolDecl.memberBlock)
    problems += members.refusals.map { DoublesProblem($0.node, $0.reason) }
    guard problems.isEmpty else { throw DoublesRefusal(problems) }
    let naming = ProtocolMembers.namingOverloads(members.requirements)
    guard naming.refusals.isEmpty else { throw DoublesRefusal(naming.refusals.map { DoublesProblem($0.node, $0.reason) }) }
    return naming.named
  }

  /// How the swappable client reaches the live slot, which lives on the main actor: as the
  /// protocol does if it is main-actor isolated; if it is Sendable, every method is async and
  /// hops there; otherwise through a main-actor-isolated conformance, whose methods cannot
  /// send the client to an async method elsewhere, so they are synchronous. Refused for a
  /// method none of these can reach.
  private static func swappableIsolation(
    of protocolDecl: ProtocolDeclSyntax
  ) throws(DoublesRefusal) -> DoublesSource.SwappableIsolation {
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
    let message: DoublesDiagnostic = isSendable ? .sendableSynchronous : .nonSendableAsync
    guard unreachable.isEmpty else { throw DoublesRefusal(unreachable.map { DoublesProblem($0, message) }) }
    return isSendable ? .hop : .mainActorConformance
  }

  /// The problem of a protocol that is not `package` or `public`, with a fix-it that makes it
  /// `package`; none when it is.
  ///
  /// Whole-module optimization (every release build) assumes that an internal protocol is
  /// implemented only by the types it finds in the module's files, and it does not look inside
  /// the peers a macro adds beside a top-level declaration. With one hand-written conformer, it
  /// then compiles every `any P` as that type, and a generated double passed where the code
  /// under test takes a `P` is read as the wrong type (a crash, or worse, wrong answers). The
  /// optimizer leaves protocols visible outside the module alone. Reproducer and report:
  /// Reproducers/wmo-macro-conformer.
  private static func accessProblems(of protocolDecl: ProtocolDeclSyntax) -> [DoublesProblem] {
    let level = protocolDecl.accessLevel
    guard level != "public", level != "package" else { return [] }
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
    return [
      DoublesProblem(
        protocolDecl.protocolKeyword, DoublesDiagnostic.notPackageOrPublic(protocolDecl.name.text),
        fixIt: FixIt(message: WidenToPackage(), changes: [change]))
    ]
  }
}
