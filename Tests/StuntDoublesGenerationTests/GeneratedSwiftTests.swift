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
      GeneratedSwift(text).indented == """
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
    #expect(GeneratedSwift(text).indented == "func f() {\n  let s = \"\"\"\n    kept\n      as is\n    \"\"\"\n}\n")
  }

  @Test func textThatDoesNotParseIsSaidToWithItsLine() {
    #expect(GeneratedSwift("let a = 1\nfunc f(x: some Equatable y) {}\n").firstDiagnostic?.hasPrefix("line 2: ") == true)
    #expect(GeneratedSwift("let a = 1\n").firstDiagnostic == nil)
  }
}
