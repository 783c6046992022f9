import SwiftSyntax

/// A type as generated code spells it, in a declaration and as a value (`(any P).self`, a
/// string literal): its tokens on one line, one space wherever the source had any trivia, so
/// a line break or a comment inside a type (`any␤Equatable`) cannot end an expression; and a
/// function type without its parameters' names (`(_ id: Int) -> Void` is `(Int) -> Void`),
/// which Swift allows in a declaration and not in an expression.
enum TypeSpelling {
  static func of(_ type: TypeSyntax) -> String {
    let unnamed = Set(FunctionParameterNames.in(type))
    var text = ""
    var spaced = false
    for token in type.tokens(viewMode: .sourceAccurate) where token.presence == .present {
      if unnamed.contains(token.id) {
        spaced = spaced || !token.trailingTrivia.isEmpty
        continue
      }
      if !text.isEmpty, spaced || !token.leadingTrivia.isEmpty { text += " " }
      text += token.text
      spaced = !token.trailingTrivia.isEmpty
    }
    return text
  }

  /// The names and colons of function types' parameters in a type.
  private final class FunctionParameterNames: SyntaxVisitor {
    var ids: [SyntaxIdentifier] = []

    static func `in`(_ type: TypeSyntax) -> [SyntaxIdentifier] {
      let finder = FunctionParameterNames(viewMode: .sourceAccurate)
      finder.walk(type)
      return finder.ids
    }

    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind {
      for element in node.parameters {
        ids += [element.firstName, element.secondName, element.colon].compactMap { $0?.id }
      }
      return .visitChildren
    }
  }
}
