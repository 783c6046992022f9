import SwiftSyntax

extension SourceFileSyntax {
  /// The file's top-level imports, as a file that uses its types writes them: one per line,
  /// `@preconcurrency` kept, other attributes (`@testable`, `@_exported`) dropped; imports
  /// under `#if` keep their conditions, one block per `#if`.
  public var importDeclarations: [String] {
    statements.compactMap { statement in
      if let declaration = statement.item.as(ImportDeclSyntax.self) { return Self.plain(declaration) }
      guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return nil }
      return Self.imports(in: conditional)
    }
  }

  /// `import Foundation`, `@preconcurrency import Dispatch`, `import struct Foundation.Date`.
  private static func plain(_ declaration: ImportDeclSyntax) -> String {
    let preconcurrency = declaration.attributes.contains { $0.trimmedDescription == "@preconcurrency" }
    let kind = declaration.importKindSpecifier.map { " " + $0.text } ?? ""
    return (preconcurrency ? "@preconcurrency " : "") + "import\(kind) \(declaration.path.trimmedDescription)"
  }

  /// An `#if` block with only its imports, or nil if none of its clauses imports anything.
  private static func imports(in conditional: IfConfigDeclSyntax) -> String? {
    var found = false
    let clauses = conditional.clauses.map { clause -> String in
      let head = clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedDescription } ?? "")
      guard case .statements(let statements)? = clause.elements else { return head }
      let lines = statements.compactMap { statement -> String? in
        if let declaration = statement.item.as(ImportDeclSyntax.self) { return plain(declaration) }
        return statement.item.as(IfConfigDeclSyntax.self).flatMap(imports(in:))
      }
      found = found || !lines.isEmpty
      return ([head] + lines).joined(separator: "\n")
    }
    return found ? (clauses + ["#endif"]).joined(separator: "\n") : nil
  }
}
