import StuntDoublesGeneration
import Testing

/// How Stunt lays out the Swift it writes, and that it checks the text parses.
@Suite("Generated Swift, checked and indented")
struct GeneratedSwiftTests {
  @Test func eachLineIsIndentedByTheBracketsOpenBeforeIt() {
    let text = """
      enum A {
      // a comment keeps its line
      static let x = [
      1,
      2]
      func f() {
              if true { return }
      call(a: 1, b: {
      nested()
      })
      }
      }
      #if DEBUG
      let y = 1
      #endif

      """
    #expect(
      GeneratedSwift.indented(text) == """
        enum A {
          // a comment keeps its line
          static let x = [
            1,
            2]
          func f() {
            if true { return }
            call(a: 1, b: {
              nested()
            })
          }
        }
        #if DEBUG
        let y = 1
        #endif

        """)
  }

  @Test func aMultilineStringKeepsItsLines() {
    let text = "func f() {\nlet s = \"\"\"\n    kept\n      as is\n    \"\"\"\n}\n"
    #expect(GeneratedSwift.indented(text) == "func f() {\n  let s = \"\"\"\n    kept\n      as is\n    \"\"\"\n}\n")
  }

  /// What hides a bracket: strings, interpolations with strings of their own, raw strings,
  /// and comments, nested ones too.
  @Test func bracketsInStringsAndCommentsCountForNothing() {
    let text = #"""
      func f() {
      let a = "{(["
      // }}} ))
      let b = "\(g("}", [1]))"
      /* { /* ( */ [ */
      let c = #"\(" { "#
      return
      }

      """#
    #expect(
      GeneratedSwift.indented(text) == #"""
        func f() {
          let a = "{(["
          // }}} ))
          let b = "\(g("}", [1]))"
          /* { /* ( */ [ */
          let c = #"\(" { "#
          return
        }

        """#)
  }

  @Test func textThatDoesNotParseIsSaidToWithItsLine() {
    #expect(GeneratedSwift.firstDiagnostic("let a = 1\nfunc f(x: some Equatable y) {}\n")?.hasPrefix("line 2: ") == true)
    #expect(GeneratedSwift.firstDiagnostic("let a = 1\n") == nil)
  }
}
