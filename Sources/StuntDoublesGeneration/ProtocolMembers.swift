import SwiftSyntax

/// The requirements a protocol's body declares, each with the node a problem about it points
/// at, and why the doubles cannot stand in for the members they cannot: what `@Doubles` and
/// generating from source both read, and each words the refusals for its own reader.
struct ProtocolMembers {
  typealias Refusal = (node: Syntax, reason: DoublesDiagnostic)

  private(set) var requirements: [(requirement: Requirement, name: Syntax)] = []
  private(set) var refusals: [Refusal] = []

  init(_ memberBlock: MemberBlockSyntax) {
    for member in memberBlock.members {
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
  }

  private mutating func refuse(_ node: some SyntaxProtocol, _ reason: DoublesDiagnostic) {
    refusals.append((Syntax(node), reason))
  }

  /// The requirements with overloads named as mockolo names their handlers (`readProjectEntityID`),
  /// by argument labels, then by types too; and a refusal on each later overload that even
  /// types cannot tell apart from an earlier one.
  static func namingOverloads(
    _ requirements: [(requirement: Requirement, name: Syntax)]
  ) -> (named: [Requirement], refusals: [Refusal]) {
    let named = Requirement.namingOverloads(requirements.map(\.requirement))
    var seen: Set<String> = []
    var refusals: [Refusal] = []
    for (requirement, (_, name)) in zip(named, requirements) where !seen.insert(requirement.typedName).inserted {
      refusals.append((name, .overloaded(requirement.typedName)))
    }
    return (named, refusals)
  }
}
