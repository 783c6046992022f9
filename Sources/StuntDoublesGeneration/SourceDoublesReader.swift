import SwiftSyntax

/// Reads a protocol of another package from its source, as mockolo does, for the doubles
/// `stunt-generate` writes into a sandbox: the user's code is read as it is and never changed.
///
/// Unlike `@Doubles`, it sees the whole module, so it differs where that sight or that
/// untouchable code asks it to:
/// - an internal protocol is fine (the sandbox reaches it with `@testable import`);
/// - the requirements a protocol inherits from protocols of the same module are included
///   (`protocol P: class` and `AnyObject` too, Swift 4/5-era shapes);
/// - the swappable client reaches the main actor without any isolation on the protocol
///   (`DoublesSource.SwappableIsolation` says how, for each kind of protocol);
/// - a result or property type that must answer when nothing was programmed is checked to be
///   `DefaultAnswer` at the top of the doubles, one clear error per type that is not.
public struct SourceDoublesReader {
  /// The module the protocols are declared in, as errors name it.
  public let moduleName: String
  /// The module's top-level protocols by name, first declaration first.
  private let protocols: [String: ProtocolDeclSyntax]

  /// Protocols a protocol may inherit from without the doubles implementing anything more.
  private static let constraints: Set<String> = ["AnyObject", "class", "Sendable", "Swift.AnyObject", "Swift.Sendable"]

  public init(moduleName: String, files: [SourceFileSyntax]) {
    self.moduleName = moduleName
    var protocols: [String: ProtocolDeclSyntax] = [:]
    for file in files {
      for statement in file.statements {
        guard let declaration = statement.item.as(ProtocolDeclSyntax.self) else { continue }
        if protocols[declaration.name.text] == nil { protocols[declaration.name.text] = declaration }
      }
    }
    self.protocols = protocols
  }

  /// The top-level protocol of this name, if the module declares one.
  public func protocolDeclaration(named name: String) -> ProtocolDeclSyntax? {
    protocols[name]
  }

  /// The protocol and every protocol of the module it inherits from, each once, itself first,
  /// then depth first in the order its inheritance clauses name them; and a refusal for each
  /// inherited protocol that is not the module's.
  public func lineage(of protocolDecl: ProtocolDeclSyntax) -> (protocols: [ProtocolDeclSyntax], problems: [DoublesProblem]) {
    var lineage: [ProtocolDeclSyntax] = []
    var problems: [DoublesProblem] = []
    var visited: Set<String> = []
    func visit(_ declaration: ProtocolDeclSyntax) {
      guard visited.insert(declaration.name.text).inserted else { return }
      lineage.append(declaration)
      for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] {
        let name = inherited.type.trimmedDescription
        guard !Self.constraints.contains(name) else { continue }
        guard let parent = protocols[name] else {
          problems.append(
            DoublesProblem(
              inherited.type,
              SourceDoublesDiagnostic.inheritedNotFound(protocolName: declaration.name.text, inherited: name, module: moduleName)))
          continue
        }
        visit(parent)
      }
    }
    visit(protocolDecl)
    return (lineage, problems)
  }

  /// The doubles of `protocolDecl`, one of this module's protocols, or every problem that
  /// prevents them.
  public func doubles(of protocolDecl: ProtocolDeclSyntax) throws(DoublesRefusal) -> DoublesSource {
    let name = protocolDecl.name.text
    func problem(_ node: Syntax, _ reason: DoublesDiagnostic) -> DoublesProblem {
      DoublesProblem(node, SourceDoublesDiagnostic.requirement(reason, protocolName: name))
    }
    var problems: [DoublesProblem] = []
    if let level = protocolDecl.accessLevel, level == "private" || level == "fileprivate" {
      problems.append(DoublesProblem(protocolDecl.name, SourceDoublesDiagnostic.unreachable(protocolName: name, access: level)))
    }
    let lineage = lineage(of: protocolDecl)
    problems += lineage.problems
    var requirements: [(requirement: Requirement, name: Syntax)] = []
    // A requirement a protocol repeats from one it inherits has one witness.
    var declared: Set<String> = []
    for declaration in lineage.protocols {
      if let generics = declaration.primaryAssociatedTypeClause { problems.append(problem(Syntax(generics), .associatedTypes)) }
      let members = ProtocolMembers(declaration.memberBlock)
      problems += members.refusals.map { problem($0.node, $0.reason) }
      for member in declaration.memberBlock.members {
        guard let modifier = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
          .first(where: { $0.name.tokenKind == .keyword(.mutating) })
        else { continue }
        problems.append(DoublesProblem(modifier, SourceDoublesDiagnostic.mutatingRequirement(protocolName: name)))
      }
      requirements += members.requirements.filter { declared.insert($0.requirement.declaration).inserted }
    }
    guard problems.isEmpty else { throw DoublesRefusal(problems) }
    let naming = ProtocolMembers.namingOverloads(requirements)
    guard naming.refusals.isEmpty else { throw DoublesRefusal(naming.refusals.map { problem($0.node, $0.reason) }) }
    var source = DoublesSource(
      protocolName: name, access: nil, requirements: naming.named,
      swappableIsolation: Self.swappableIsolation(of: lineage.protocols, requirements: naming.named))
    source.documentation = "The doubles of \(moduleName)'s `\(name)`, generated from its source by `stunt-generate doubles`."
    source.checksDefaultAnswers = true
    return source
  }

  /// How the swappable client reaches the slot, which lives on the main actor, with no change
  /// to the protocol: as the protocol does if it is main-actor isolated; through a main-actor
  /// conformance if it is not Sendable (its async methods, main-actor witnesses, hop by
  /// themselves); by hopping if it is Sendable and only has async methods; and if it is Sendable
  /// with synchronous members, by assuming the main actor in those (see `.mainActorAssumed`).
  private static func swappableIsolation(
    of lineage: [ProtocolDeclSyntax], requirements: [Requirement]
  ) -> DoublesSource.SwappableIsolation {
    if lineage.contains(where: { $0.attributes.contains { $0.trimmedDescription == "@MainActor" } }) { return .inherited }
    let isSendable = lineage.contains { declaration in
      declaration.inheritanceClause?.inheritedTypes.contains { ["Sendable", "Swift.Sendable"].contains($0.type.trimmedDescription) }
        ?? false
    }
    guard isSendable else { return .mainActorConformance }
    return requirements.allSatisfy { $0.isAsync && $0.property == nil } ? .hop : .mainActorAssumed
  }
}
