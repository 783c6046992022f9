import SwiftSyntax

/// A declaration's `///` doc comment as one line: the summary `deps`, `inputs` and `help` show,
/// for the doubles of a protocol's requirements and for a sandbox module's slots and inputs. Its
/// first paragraph only, as DocC takes a summary: the discussion after the first blank line (a
/// library's whole page of it, in code nobody wrote for Stunt) stays in the source.
public enum DocComment {
  public static func line(of declaration: some SyntaxProtocol) -> String? {
    let lines = declaration.leadingTrivia.compactMap { piece -> String? in
      guard case .docLineComment(let text) = piece else { return nil }
      return trimmed(text.dropFirst(3))
    }
    let summary = lines.drop { $0.isEmpty }.prefix { !$0.isEmpty }
    let text = trimmed(Substring(summary.joined(separator: " ")))
    return text.isEmpty ? nil : text
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
