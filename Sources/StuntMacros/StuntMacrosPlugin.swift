import StuntMacroExpansions
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

@main
struct StuntMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [DoublesMacro.self, MethodNamesMacro.self]
}

// The macros by the names StuntKit's `#externalMacro(module: "StuntMacros", type: ...)` gives
// them, which the plugin resolves by module and type name; what they expand to is
// StuntMacroExpansions', where the tests reach it without depending on a macro target.

/// `@Doubles`: `DoublesExpansion`.
struct DoublesMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try DoublesExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@MethodNames`: `MethodNamesExpansion`.
struct MethodNamesMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try MethodNamesExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
  }
}
