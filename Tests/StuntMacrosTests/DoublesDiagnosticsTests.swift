import StuntMacros
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
      macroSpecs: ["Doubles": MacroSpec(type: DoublesMacro.self)],
      failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
  }

  @Test func aPropertyRequirement() {
    expectRefusal(
      "protocol Store {\n  var count: Int { get }\n}",
      "@Doubles stands in for methods only; make this requirement a method", line: 3, column: 3)
  }

  @Test func anOverloadedName() {
    expectRefusal(
      "protocol Store {\n  func load()\n  func load(id: Int)\n}",
      "@Doubles needs one method per name: `calls`, `stub` and `verify` name methods by 'load' alone",
      line: 4, column: 8)
  }

  @Test func aSynchronousMethodOfASendableProtocol() {
    expectRefusal(
      "protocol Store: Sendable {\n  func count() -> Int\n}",
      "@Doubles: the slot's client lives on the main actor, which a synchronous method of a Sendable protocol cannot reach; make it async, or the protocol @MainActor",
      line: 3, column: 8)
  }

  @Test func aTypedThrow() {
    expectRefusal(
      "@MainActor\nprotocol Store {\n  func load() throws(StoreError)\n}",
      "@Doubles needs `throws` without a type: its doubles throw their own errors", line: 4, column: 12)
  }

  @Test func aStruct() {
    expectRefusal(
      "struct Store {}", "@Doubles generates the doubles of a protocol; apply it to the dependency's protocol",
      line: 1, column: 1)
  }
}
