import SwiftSyntax

/// The requirements a protocol's body declares, each with the node a problem about it points
/// at, and why the doubles cannot stand in for the members they cannot: what `@Doubles` and
/// generating from source both read, and each words the refusals for its own reader.
///
/// Read from source (`leavesOut`), a member no double can stand in for does not refuse the
/// protocol: it is left out (`LeftOutMember`), its witness one `FAIL` when called, and a
/// generic method is doubled, its types known at the call.
struct ProtocolMembers {
  typealias Refusal = (node: Syntax, reason: DoublesDiagnostic)

  private(set) var requirements: [(requirement: Requirement, name: Syntax)] = []
  private(set) var refusals: [Refusal] = []
  private(set) var leftOut: [LeftOutMember] = []
  private let leavesOut: Bool

  init(_ memberBlock: MemberBlockSyntax, leavesOut: Bool = false) {
    self.leavesOut = leavesOut
    let members = leavesOut ? ActiveDeclarations.members(memberBlock.members) : memberBlock.members.map(\.decl)
    for member in members {
      if let variable = member.as(VariableDeclSyntax.self) {
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
          if leaveOut(variable, .staticMethod) { continue }
          refuse(variable, .staticMethod)
        }
        if let type = variable.bindings.first?.typeAnnotation?.type, UnnameableTypeFinder.finds(in: type) {
          if leaveOut(variable, .unsupportedParameter) { continue }
          refuse(type, .unsupportedParameter)
          continue
        }
        guard let requirement = Requirement(variable), let binding = variable.bindings.first else {
          if leaveOut(variable, .effectfulProperty) { continue }
          refuse(variable, .effectfulProperty)
          continue
        }
        requirements.append((requirement, Syntax(binding.pattern)))
        continue
      }
      if member.is(AssociatedTypeDeclSyntax.self) || member.is(TypeAliasDeclSyntax.self), leavesOut { continue }
      if let subscriptDecl = member.as(SubscriptDeclSyntax.self), leaveOut(subscriptDecl, .onlyMethods) { continue }
      guard let function = member.as(FunctionDeclSyntax.self) else {
        refuse(member, .onlyMethods)
        continue
      }
      let problems = Self.problems(of: function, leavesOut: leavesOut)
      if let first = problems.first {
        if leaveOut(function, first.reason) { continue }
        for problem in problems { refuse(problem.node, problem.reason) }
        continue
      }
      requirements.append((Requirement(function), Syntax(function.name)))
    }
  }

  /// Why no double can stand in for a method, each at the part at fault: what `@Doubles`
  /// refuses, and read from source, only what has no witness a double could answer through (a
  /// generic method has one).
  private static func problems(of function: FunctionDeclSyntax, leavesOut: Bool) -> [Refusal] {
    var problems: [Refusal] = []
    // `static func == (…)`, and what swift-syntax reads as a function named `<` in `func<T>(…)`.
    guard case .identifier = function.name.tokenKind else { return [(Syntax(function.name), .operatorFunction)] }
    if let generics = function.genericParameterClause, !leavesOut { problems.append((Syntax(generics), .genericMethod)) }
    if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
      problems.append((Syntax(function.name), .staticMethod))
    }
    if function.signature.effectSpecifiers?.throwsClause?.type != nil { problems.append((Syntax(function.signature), .typedThrows)) }
    // `@Doubles` says so of the whole protocol (AttachedDoublesReader); read from source, it is left out.
    if leavesOut, let modifier = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.mutating) }) {
      problems.append((Syntax(modifier), .unsupportedParameter))
    }
    for parameter in function.signature.parameterClause.parameters
    where parameter.ellipsis != nil || parameter.type.is(AttributedTypeSyntax.self)
      || (leavesOut && Requirement.identifiers(in: parameter.type.trimmedDescription).contains("Self"))
    {
      problems.append((Syntax(parameter), .unsupportedParameter))
    }
    if let result = function.signature.returnClause?.type, result.is(NamedOpaqueReturnTypeSyntax.self) {
      problems.append((Syntax(result), .namedOpaqueResult))
    }
    // Types a double could not name as a value (`~Copyable`, `each T`) or that Swift does not compile.
    for type in [function.signature.returnClause?.type].compactMap({ $0 }) + function.signature.parameterClause.parameters.map(\.type)
    where UnnameableTypeFinder.finds(in: type) {
      problems.append((Syntax(type), .unsupportedParameter))
    }
    if leavesOut, let result = function.signature.returnClause?.type, result.trimmedDescription != "Self",
      Requirement.identifiers(in: result.trimmedDescription).contains("Self")
    {
      problems.append((Syntax(result), .unsupportedParameter))
    }
    return problems
  }

  /// Read from source, a member no double can stand in for is left out; true when it was.
  private mutating func leaveOut(_ member: some DeclSyntaxProtocol, _ reason: DoublesDiagnostic) -> Bool {
    guard leavesOut, let left = LeftOutMember(member, reason: reason) else { return false }
    leftOut.append(left)
    return true
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

/// Finds, in a requirement's type, what a double cannot name as a value: a suppressed
/// conformance (`~Copyable`), a parameter pack (`each T`, `repeat each T`), a named opaque type,
/// a tuple that Swift does not compile.
private final class UnnameableTypeFinder: SyntaxVisitor {
  var found = false

  static func finds(in type: TypeSyntax) -> Bool {
    let finder = UnnameableTypeFinder(viewMode: .sourceAccurate)
    finder.walk(type)
    return finder.found
  }

  override func visit(_ node: SuppressedTypeSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
  override func visit(_ node: PackElementTypeSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
  override func visit(_ node: PackExpansionTypeSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
  override func visit(_ node: NamedOpaqueReturnTypeSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
  // `(_ v: Int)` as a tuple, not a function's parameters: "a tuple element cannot have two labels".
  override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind {
    found = found || node.elements.contains { $0.secondName != nil }
    return .visitChildren
  }
}
