import StuntFiles
import Testing

@testable import StuntSession

@Suite("Matching expected output")
struct MatcherTests {
  func expected(_ lines: String...) throws -> [ExpectedLine] {
    try lines.enumerated().map { try ExpectedLine(parsing: $0.element, line: $0.offset + 1) }
  }

  @Test func literalLinesMatchExactly() throws {
    #expect(LineMatcher.matches(try expected("a", "b"), ["a", "b"]))
    #expect(!LineMatcher.matches(try expected("a", "b"), ["a", "c"]))
    #expect(!LineMatcher.matches(try expected("a"), ["a", "b"]))
    #expect(LineMatcher.matches([], []))
  }

  @Test func ellipsisMatchesAnyNumberOfLines() throws {
    #expect(LineMatcher.matches(try expected("a", "...", "z"), ["a", "z"]))
    #expect(LineMatcher.matches(try expected("a", "...", "z"), ["a", "b", "c", "z"]))
    #expect(LineMatcher.matches(try expected("..."), []))
    #expect(!LineMatcher.matches(try expected("a", "...", "z"), ["a", "b"]))
    #expect(LineMatcher.matches(try expected("...", "x", "..."), ["a", "x", "b", "x"]))
  }

  @Test func holesMatchAnyText() throws {
    let line = try ExpectedLine(parsing: "error: unknown input '[..]' — [..]", line: 1)
    #expect(line.matches("error: unknown input 'nope' — expected one of: a, b"))
    #expect(!line.matches("warning: unknown input 'nope' — x"))
    #expect(try ExpectedLine(parsing: "a[..]", line: 1).matches("a"))
    #expect(try ExpectedLine(parsing: "[..]b[..]b", line: 1).matches("xbyb"))
    #expect(!(try ExpectedLine(parsing: "ab[..]ba", line: 1).matches("aba")))
  }

  @Test func regexLinesMatchTheWholeLine() throws {
    let line = try ExpectedLine(parsing: "count: \\d+, (re)", line: 1)
    #expect(line.matches("count: 42,"))
    #expect(!line.matches("count: 42, extra"))
    #expect(!line.matches("count: x,"))
  }

  @Test func alignmentKeepsMatchesAndShowsChanges() throws {
    let steps = LineMatcher.align(try expected("a", "b", "c"), ["a", "x", "c"])
    #expect(steps == [.matched(expected: 0, actual: 0..<1), .changed(expected: 1, actual: 1), .matched(expected: 2, actual: 2..<3)])
    let inserted = LineMatcher.align(try expected("a", "c"), ["a", "b", "c"])
    #expect(inserted == [.matched(expected: 0, actual: 0..<1), .actualOnly(1), .matched(expected: 1, actual: 2..<3)])
    let absorbing = LineMatcher.align(try expected("a", "...", "z"), ["a", "b", "c", "z"])
    #expect(absorbing == [.matched(expected: 0, actual: 0..<1), .matched(expected: 1, actual: 1..<3), .matched(expected: 2, actual: 3..<4)])
  }

  @Test func tenThousandLinesMatchWithoutRecursion() throws {
    let output = (1...20_000).map { "line \($0)" }
    let lines = try output.enumerated().map { try ExpectedLine(parsing: $0.element, line: $0.offset + 1) }
    #expect(LineMatcher.matches(lines, output))
    #expect(LineMatcher.matches(try expected("line 1", "...", "line 20000"), output))
    #expect(!LineMatcher.matches(try expected("line 1", "...", "line 2", "...", "line 1"), output))
    let changed = output.enumerated().map { $0.offset == 10_000 ? "changed" : $0.element }
    let steps = LineMatcher.align(lines, changed)
    #expect(steps.count == 20_000)
    #expect(steps[10_000] == .changed(expected: 10_000, actual: 10_000))
  }

  @Test func aDiffOfTwoHugeDifferentOutputsIsCoarseNotHuge() throws {
    let lines = try (1...3_000).map { try ExpectedLine(parsing: "old \($0)", line: $0) }
    let steps = LineMatcher.align(lines, (1...3_000).map { "new \($0) entirely different" })
    #expect(steps.count == 6_000)
  }

  @Test func theDiffIsNumberedAndNamesTheAnnotation() throws {
    let lines = MismatchDiff.render(try expected("head", "count: \\d+ (re)", "tail"), ["head", "count: many", "tail"])
    #expect(lines == [
      "    1 | head",
      "  - 2 | count: \\d+ (re)   [(re) did not match]",
      "  +   | count: many",
      "    3 | tail",
    ])
  }

  @Test func longRunsOfMatchingLinesAreShortened() throws {
    let same = (1...20).map { "line \($0)" }
    let lines = MismatchDiff.render(try same.map { try ExpectedLine(parsing: $0, line: 0) } + [try ExpectedLine(parsing: "end", line: 21)], same + ["END"])
    #expect(lines.first?.contains("(18 matching lines)") == true)
    #expect(lines.count == 5)
  }
}

@Suite("Writing sessions")
struct WriterTests {
  @Test func markupIsEscapedAndReadsBackLiterally() throws {
    // A leading tab (found by `make fuzz`) would read as a tab in the indentation.
    let output = ["", "...", "[failed]", "> x", "a [..] b", "n (re)", "\\path", "plain", "trailing   ", "\tindented", "  \tx",
      "   \u{596}x (re)", "\tx (re)"]
    let text = SessionWriter.text([("cmd", output, true)])
    #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    let document = try SessionParser.parse(text, path: "a.session")
    let block = try #require(document.commands.first)
    #expect(block.expectsFailure)
    #expect(LineMatcher.matches(block.expected, output.map(SessionWriter.normalized)))
    // Only a line that itself ends in ` (re)` has to be written as a (quoted) regex.
    #expect(block.expected.filter { if case .literal = $0.kind { false } else { true } }.map(\.text) == [
      #"n \(re\) (re)"#, #"   \u{596}x \(re\) (re)"#, #"\u{9}x \(re\) (re)"#,
    ])
  }

  @Test func controlCharactersAreSpelledOut() {
    #expect(SessionWriter.normalized("a\u{1B}[31mb\tc  ") == "a\\u{1B}[31mb\tc")
    // C1 controls are two bytes, the first shared with letters such as é's neighbours: both kinds.
    #expect(SpelledOut.text("\u{85}x\u{9F}") == "\\u{85}x\\u{9F}")
    #expect(SpelledOut.text("\u{A0}©ÿ\u{7F}") == "\u{A0}©ÿ\\u{7F}")
    #expect(SpelledOut.text("plain, 한국어 and tabs\t") == "plain, 한국어 and tabs\\u{9}")
    #expect(SpelledOut.text("plain\t", keepingTabs: true) == "plain\t")
  }
}
