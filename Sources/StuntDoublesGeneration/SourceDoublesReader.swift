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
  /// The module's protocols by the name their doubles take (`Outer.Service` as `OuterService`),
  /// first declaration first: top-level ones, those nested in its types, those under an active
  /// `#if`.
  private let protocols: [String: (declaration: ProtocolDeclSyntax, spelled: String)]

  /// Protocols a protocol may inherit from without the doubles implementing anything more.
  static let constraints: Set<String> = ["AnyObject", "class", "Sendable", "Swift.AnyObject", "Swift.Sendable"]

  public init(moduleName: String, files: [SourceFileSyntax]) {
    self.moduleName = moduleName
    var protocols: [String: (declaration: ProtocolDeclSyntax, spelled: String)] = [:]
    func collect(_ declarations: [DeclSyntax], in scope: [String]) {
      for declaration in declarations {
        if let protocolDecl = declaration.as(ProtocolDeclSyntax.self) {
          let path = scope + [protocolDecl.name.text]
          let key = DoublesNaming.doublesBase(of: path)
          if protocols[key] == nil { protocols[key] = (protocolDecl, path.joined(separator: ".")) }
        } else if let group = declaration.asProtocol(DeclGroupSyntax.self), let name = DoublesNaming.name(of: group) {
          collect(ActiveDeclarations.members(group.memberBlock.members), in: scope + name)
        }
      }
    }
    for file in files { collect(ActiveDeclarations.statements(file.statements), in: []) }
    self.protocols = protocols
  }

  /// What the doubles of each of the module's protocols are named after (`OuterService`), sorted.
  public var doublesBases: [String] { protocols.keys.sorted() }

  /// The protocol whose doubles are named `name` + `Doubles`, if the module declares one.
  public func protocolDeclaration(named name: String) -> ProtocolDeclSyntax? {
    protocols[name]?.declaration
  }

  /// How Swift code names the protocol whose doubles are `name` + `Doubles`: `Outer.Service`.
  public func spelledName(of name: String) -> String {
    protocols[name]?.spelled ?? name
  }

  /// The protocol and every protocol of the module it inherits from, each once, itself first,
  /// then depth first in the order its inheritance clauses name them; and a refusal for each
  /// inherited protocol that is not the module's.
  public func lineage(of protocolDecl: ProtocolDeclSyntax) -> (protocols: [ProtocolDeclSyntax], problems: [DoublesProblem]) {
    lineage(of: [protocolDecl])
  }

  /// The lineage of each of `roots` in turn (a composition's `Foo & Bar`), each protocol once.
  public func lineage(of roots: [ProtocolDeclSyntax]) -> (protocols: [ProtocolDeclSyntax], problems: [DoublesProblem]) {
    var lineage: [ProtocolDeclSyntax] = []
    var problems: [DoublesProblem] = []
    var visited: Set<String> = []
    func visit(_ declaration: ProtocolDeclSyntax) {
      guard visited.insert(declaration.name.text).inserted else { return }
      lineage.append(declaration)
      for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] {
        let name = inherited.type.trimmedDescription
        guard !Self.constraints.contains(name) else { continue }
        guard let parent = protocols[DoublesNaming.doublesBase(of: name.split(separator: ".").map(String.init))]?.declaration
          ?? protocols.values.first(where: { $0.declaration.name.text == name })?.declaration
        else {
          problems.append(
            DoublesProblem(
              inherited.type,
              SourceDoublesDiagnostic.inheritedNotFound(protocolName: declaration.name.text, inherited: name, module: moduleName)))
          continue
        }
        visit(parent)
      }
    }
    roots.forEach(visit)
    return (lineage, problems)
  }

  /// The doubles of `protocolDecl`, one of this module's protocols, or every problem that
  /// prevents them.
  public func doubles(of protocolDecl: ProtocolDeclSyntax) throws(DoublesRefusal) -> DoublesSource {
    let name = protocols.first { $0.value.declaration.id == protocolDecl.id }?.key ?? protocolDecl.name.text
    let spelled = spelledName(of: name)
    return try doubles(of: [protocolDecl], named: name, spelled: spelled, composedOf: nil)
  }

  /// The doubles of a composition of this module's protocols (`Foo & Bar`, as a sandbox slot's
  /// type is written), named as `DoublesNaming` names it: one double conforms to every protocol.
  public func doubles(ofComposition composition: ProtocolComposition) throws(DoublesRefusal) -> DoublesSource {
    try doubles(
      of: composition.protocols, named: composition.doublesBase, spelled: composition.spelled,
      composedOf: composition.components)
  }

  private func doubles(
    of roots: [ProtocolDeclSyntax], named name: String, spelled: String, composedOf: [String]?
  ) throws(DoublesRefusal) -> DoublesSource {
    func problem(_ node: Syntax, _ reason: DoublesDiagnostic) -> DoublesProblem {
      DoublesProblem(node, SourceDoublesDiagnostic.requirement(reason, protocolName: name))
    }
    var problems: [DoublesProblem] = []
    for protocolDecl in roots {
      if let level = protocolDecl.accessLevel, level == "private" || level == "fileprivate" {
        problems.append(
          DoublesProblem(protocolDecl.name, SourceDoublesDiagnostic.unreachable(protocolName: protocolDecl.name.text, access: level)))
      }
    }
    let lineage = lineage(of: roots)
    problems += lineage.problems
    var requirements: [(requirement: Requirement, name: Syntax)] = []
    // A requirement a protocol repeats from one it inherits has one witness.
    var declared: Set<String> = []
    var leftOut: [LeftOutMember] = []
    var associatedTypes: [(name: String, type: String)] = []
    for declaration in lineage.protocols {
      let members = ProtocolMembers(declaration.memberBlock, leavesOut: true)
      problems += members.refusals.map { problem($0.node, $0.reason) }
      requirements += members.requirements.filter { declared.insert($0.requirement.declaration).inserted }
      leftOut += members.leftOut.filter { left in !leftOut.contains { $0.name == left.name } }
      for member in ActiveDeclarations.members(declaration.memberBlock.members) {
        guard let associated = member.as(AssociatedTypeDeclSyntax.self), !associatedTypes.contains(where: { $0.name == associated.name.text })
        else { continue }
        // As mockolo fixes one: its default, else `Any` where nothing constrains it.
        if let given = associated.initializer?.value.trimmedDescription {
          associatedTypes.append((associated.name.text, given))
        } else if associated.inheritanceClause == nil && associated.genericWhereClause == nil {
          associatedTypes.append((associated.name.text, "Any"))
        } else {
          problems.append(DoublesProblem(associated, SourceDoublesDiagnostic.constrainedAssociatedType(protocolName: name, associatedType: associated.name.text)))
        }
      }
    }
    guard problems.isEmpty else { throw DoublesRefusal(problems) }
    let naming = ProtocolMembers.namingOverloads(requirements)
    guard naming.refusals.isEmpty else { throw DoublesRefusal(naming.refusals.map { problem($0.node, $0.reason) }) }
    var source = DoublesSource(
      protocolName: name, access: nil, requirements: naming.named,
      swappableIsolation: Self.swappableIsolation(of: lineage.protocols, requirements: naming.named))
    source.spelledName = spelled
    source.composedOf = composedOf
    source.documentation = "The doubles of \(moduleName)'s `\(spelled)`, generated from its source by `stunt-generate doubles`."
    source.leftOut = leftOut
    source.associatedTypes = associatedTypes
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
