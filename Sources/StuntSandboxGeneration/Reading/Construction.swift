import SwiftSyntax

/// A place where the package's own code or tests make a value of one of its types,
/// `DirectoryNameProvider()`: how the sandbox's `real` variant makes it too.
struct Construction {
  let typeName: String
  /// The call, as written.
  let expression: String
  /// How many arguments it passes.
  let argumentCount: Int
  let file: SourceFile
  let line: Int

  /// A call that needs nothing of the place it was written in: no arguments, or literals only.
  static func standalone(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Construction? {
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text.first?.isUppercase == true, call.trailingClosure == nil,
      call.arguments.allSatisfy({ isLiteral($0.expression) })
    else { return nil }
    return Construction(
      typeName: callee.baseName.text, expression: call.trimmedDescription, argumentCount: call.arguments.count, file: file,
      line: file.line(of: call))
  }

  private static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if expression.is(StringLiteralExprSyntax.self) {
      return expression.as(StringLiteralExprSyntax.self)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } ?? false
    }
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isLiteral(prefix.expression) }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isLiteral($0.expression) } }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return true }
      return elements.allSatisfy { isLiteral($0.key) && isLiteral($0.value) }
    }
    return false
  }
}

/// Finds the standalone constructions of a file.
final class ConstructionFinder: SyntaxVisitor {
  private let file: SourceFile
  private(set) var found: [Construction] = []

  init(_ file: SourceFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let construction = Construction.standalone(node, in: file) { found.append(construction) }
    return .visitChildren
  }
}
