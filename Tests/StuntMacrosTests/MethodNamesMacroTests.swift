import StuntMacroExpansions
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@MethodNames`: the enum hand-written doubles record through, one case per method name.
@Suite("@MethodNames names a protocol's methods once")
struct MethodNamesMacroTests {
  let macros = ["MethodNames": MacroSpec(type: MethodNamesExpansion.self)]

  @Test func aCasePerMethodOverloadsAndSettersNamedAsMockoloNamesThem() {
    let source = """
      package protocol Repository {
        var count: Int { get }
        var router: Int? { get set }
        func read() -> [Int]
        func read(id: Int) -> Int
        func `default`()
      }
      """
    assertMacroExpansion(
      "@MethodNames\n" + source,
      expandedSource: source + "\n\n" + """
        package enum RepositoryMethod: String, MethodName {
          case `routerSet` = "router.set"
          case `read`
          case `readId`
          case `default`
        }
        """,
      macroSpecs: macros, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
  }

  @Test func aStructIsRefused() {
    assertMacroExpansion(
      "@MethodNames\nstruct Repository {}", expandedSource: "struct Repository {}",
      diagnostics: [
        DiagnosticSpec(
          message: "@MethodNames names the methods of a protocol; apply it to the protocol a double conforms to", line: 1, column: 1)
      ],
      macroSpecs: macros, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
  }
}
