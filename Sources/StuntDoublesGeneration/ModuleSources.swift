import SwiftSyntax

/// The Swift files of one module of the user's package, whose protocols the sandbox may
/// reference doubles of, and the name the sandbox imports it by.
public struct ModuleSources {
  public let name: String
  public let files: [ParsedSourceFile]

  public init(name: String, files: [ParsedSourceFile]) {
    self.name = name
    self.files = files
  }

  /// The file that declares `node`.
  func file(declaring node: some SyntaxProtocol) -> ParsedSourceFile? {
    files.first { $0.contains(node) }
  }
}
