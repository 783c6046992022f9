import SwiftSyntax

/// A Swift file read for doubles: its syntax tree, and the path its errors are reported at.
public struct ParsedSourceFile {
  public let path: String
  public let tree: SourceFileSyntax

  public init(path: String, text: String) {
    self.path = path
    tree = SwiftSource.parse(text)
  }

  /// Whether `node` is part of this file's tree.
  func contains(_ node: some SyntaxProtocol) -> Bool {
    node.root.id == Syntax(tree).id
  }

  /// `path:line:column: error: message` for a problem at `node`, a node of this file.
  func error(_ message: String, at node: some SyntaxProtocol) -> GenerationError {
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return GenerationError(path: path, line: location.line, column: location.column, message: message)
  }
}
