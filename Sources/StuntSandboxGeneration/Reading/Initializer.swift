import SwiftSyntax

/// An initializer of the type under test, or of an implementation of one of its protocols.
struct Initializer {
  let parameters: [Parameter]
  let access: Access
  let isFailable: Bool
  let isThrowing: Bool
  let isAsync: Bool
  let attributes: AttributeListSyntax

  init(_ syntax: InitializerDeclSyntax) {
    attributes = syntax.attributes
    parameters = syntax.signature.parameterClause.parameters.map(Parameter.init)
    access = Access.of(syntax.modifiers).access
    isFailable = syntax.optionalMark != nil
    let effects = syntax.signature.effectSpecifiers
    isThrowing = effects?.throwsClause != nil
    isAsync = effects?.asyncSpecifier != nil
  }

  /// A memberwise or implicit initializer, as the compiler writes it.
  init(implicit parameters: [Parameter], access: Access) {
    attributes = AttributeListSyntax([])
    self.parameters = parameters
    self.access = access
    isFailable = false
    isThrowing = false
    isAsync = false
  }

  /// Whether the sandbox can call it plainly: reachable, neither failing nor effectful.
  var isPlain: Bool { access.isReachable && !isFailable && !isThrowing && !isAsync }

  /// Whether it can be called with no arguments.
  var takesNothing: Bool { parameters.allSatisfy { $0.defaultValue != nil } }
}
