import Foundation
import SwiftSyntax

/// A declaration's `///` doc comment, as one line: what `deps`, `inputs` and `help` show.
enum Documentation {
  static func of(_ declaration: some SyntaxProtocol) -> String? {
    let lines = declaration.leadingTrivia.compactMap { piece -> String? in
      guard case .docLineComment(let text) = piece else { return nil }
      return text.dropFirst(3).trimmingCharacters(in: .whitespaces)
    }
    let text = lines.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : text
  }
}
