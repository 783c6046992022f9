import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Conformer protocol P { func greet() -> String }` adds, beside P:
/// `struct PDouble: P { let count: Int; func greet() -> String { "double" } }`.
public struct ConformerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let proto = declaration.as(ProtocolDeclSyntax.self) else { return [] }
    let name = proto.name.text
    return ["struct \(raw: name)Double: \(raw: name) { let count: Int; func greet() -> String { \"double\" } }"]
  }
}

@main
struct ConformerPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [ConformerMacro.self]
}
