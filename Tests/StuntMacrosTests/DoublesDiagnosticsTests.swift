import StuntMacroExpansions
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@Doubles` refuses, each with one error on the part at fault. (What the doubles it
/// generates do is tested through them, in StuntKitTests.)
@Suite("@Doubles refuses what its doubles cannot stand in for")
struct DoublesDiagnosticsTests {
  func expectRefusal(
    _ source: String, _ message: String, line: Int, column: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let original = "@Doubles\n" + source
    assertMacroExpansion(
      original, expandedSource: source,
      diagnostics: [DiagnosticSpec(message: message, line: line, column: column)],
      macroSpecs: ["Doubles": MacroSpec(type: DoublesExpansion.self)],
      failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
  }

  @Test func anEffectfulGetter() {
    expectRefusal(
      "@MainActor\npackage protocol Store {\n  var count: Int { get async }\n}",
      "@Doubles stands in for a property with a plain `get` or `get set`; make an async or throwing getter a method",
      line: 4, column: 3)
  }

  /// RIBs' `RootInteractable: Interactable, LoggedOutListener`: the inherited requirements are
  /// in other declarations, which a peer macro cannot read.
  @Test func inheritedRequirements() {
    expectRefusal(
      "@MainActor\npackage protocol RootInteractable: Interactable, Sendable, LoggedOutListener {\n  func login()\n}",
      "@Doubles cannot see what 'RootInteractable' inherits from Interactable, LoggedOutListener: a macro reads only the declaration it is on; declare those requirements in 'RootInteractable', or write its doubles by hand with @MethodNames",
      line: 3, column: 36)
  }

  @Test func aSubscript() {
    expectRefusal(
      "@MainActor\npackage protocol Store {\n  subscript(index: Int) -> Int { get }\n}",
      "@Doubles stands in for methods and properties only; make this requirement one", line: 4, column: 3)
  }

  @Test func aPropertyOfASendableProtocol() {
    expectRefusal(
      "package protocol Store: Sendable {\n  var count: Int { get }\n}",
      "@Doubles: the slot's client lives on the main actor, which a synchronous method or a property of a Sendable protocol cannot reach; make it an async method, or the protocol @MainActor",
      line: 3, column: 7)
  }

  @Test func overloadsNothingTellsApart() {
    expectRefusal(
      "package protocol Store {\n  func load(id: Int)\n  func load(id: Int) -> String\n}",
      "@Doubles cannot tell these overloads apart: both would be named 'loadIdInt' (by argument labels and types), which `calls`, `stub` and `verify` need",
      line: 4, column: 8)
  }

  @Test func aSynchronousMethodOfASendableProtocol() {
    expectRefusal(
      "package protocol Store: Sendable {\n  func count() -> Int\n}",
      "@Doubles: the slot's client lives on the main actor, which a synchronous method or a property of a Sendable protocol cannot reach; make it an async method, or the protocol @MainActor",
      line: 3, column: 8)
  }

  @Test func aTypedThrow() {
    expectRefusal(
      "@MainActor\npackage protocol Store {\n  func load() throws(StoreError)\n}",
      "@Doubles needs `throws` without a type: its doubles throw their own errors", line: 4, column: 12)
  }

  /// Release builds miscompile an internal protocol's generated doubles (see DoublesMacro).
  @Test func anInternalProtocolIsWidenedToPackage() {
    for (declaration, fixed) in [
      ("protocol Store {", "package protocol Store {"), ("@MainActor\nprotocol Store {", "@MainActor\npackage protocol Store {"),
      ("fileprivate protocol Store {", "package protocol Store {"), ("internal protocol Store {", "package protocol Store {"),
    ] {
      let source = declaration + "\n  func load()\n}"
      let line = declaration.hasPrefix("@MainActor") ? 3 : 2
      let column = declaration.hasPrefix("fileprivate") ? 13 : declaration.hasPrefix("internal") ? 10 : 1
      assertMacroExpansion(
        "@Doubles\n" + source, expandedSource: source,
        diagnostics: [
          DiagnosticSpec(
            message: "@Doubles needs 'Store' to be package or public: release builds take an internal protocol's one hand-written conformer for every value of it, generated doubles included, and crash",
            line: line, column: column, fixIts: [FixItSpec(message: "make the protocol 'package'")])
        ],
        macroSpecs: ["Doubles": MacroSpec(type: DoublesExpansion.self)],
        fixedSource: "@Doubles\n" + fixed + "\n  func load()\n}",
        failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
  }

  @Test func aStruct() {
    expectRefusal(
      "struct Store {}",
      "@Doubles generates the doubles of a protocol or of a struct of closures; apply it to the dependency's declaration",
      line: 2, column: 1)
  }

  @Test func aClientStructsStoredValueAndSynchronousClosure() {
    expectRefusal(
      "struct Client {\n  var name: String\n}", "@Doubles stands in for the closures of a client struct; 'name' is not a closure",
      line: 3, column: 7)
    expectRefusal(
      "struct Client {\n  var fetch: @Sendable (Int) -> String\n}",
      "@Doubles needs a client's closures to be async (a call reads the slot on the main actor); make 'fetch' async",
      line: 3, column: 7)
  }
}
