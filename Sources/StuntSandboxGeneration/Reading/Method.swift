import StuntDoublesGeneration
import SwiftSyntax

/// An instance method of the type under test: an input of its sandbox module.
struct Method {
  let name: String
  let parameters: [Parameter]
  let isAsync: Bool
  let isThrowing: Bool
  /// nil for a method that returns nothing.
  let result: TypeSyntax?
  let isMutating: Bool
  let isStatic: Bool
  let isGeneric: Bool
  let access: Access
  let documentation: String?
  let syntax: FunctionDeclSyntax

  init(_ syntax: FunctionDeclSyntax) {
    self.syntax = syntax
    name = syntax.name.text
    parameters = syntax.signature.parameterClause.parameters.map(Parameter.init)
    let effects = syntax.signature.effectSpecifiers
    isAsync = effects?.asyncSpecifier != nil
    isThrowing = effects?.throwsClause != nil
    let result = syntax.signature.returnClause?.type
    self.result = result.flatMap { ["Void", "()"].contains($0.trimmedDescription) ? nil : $0 }
    isMutating = syntax.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    isStatic = syntax.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    isGeneric = syntax.genericParameterClause != nil
    access = Access.of(syntax.modifiers).access
    documentation = DocComment.line(of: syntax)
  }

  /// `+`, `==`: an operator, which the sandbox does not send.
  var isOperator: Bool {
    switch syntax.name.tokenKind {
    case .binaryOperator, .prefixOperator, .postfixOperator: true
    default: false
    }
  }

  /// `greet(id:)`
  var signature: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}
