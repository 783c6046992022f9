import SwiftDiagnostics
import SwiftSyntax

/// One reason the doubles of a declaration cannot be generated: the part at fault, what is wrong
/// with it, and the change that would fix it where there is one. `@Doubles` reports it as a
/// compiler diagnostic; `stunt-generate` prints it as an `error:` line at the node's position.
public struct DoublesProblem: Sendable {
  public let node: Syntax
  public let message: any DiagnosticMessage
  public let fixIt: FixIt?

  public init(_ node: some SyntaxProtocol, _ message: any DiagnosticMessage, fixIt: FixIt? = nil) {
    self.node = Syntax(node)
    self.message = message
    self.fixIt = fixIt
  }

  /// The problem as the compiler shows a macro's diagnostic.
  public var diagnostic: Diagnostic {
    Diagnostic(node: node, message: message, fixIts: fixIt.map { [$0] } ?? [])
  }
}
