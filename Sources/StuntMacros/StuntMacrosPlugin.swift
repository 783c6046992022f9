import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct StuntMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [DoublesMacro.self, MethodNamesMacro.self]
}
