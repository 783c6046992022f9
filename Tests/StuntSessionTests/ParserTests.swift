import Testing

@testable import StuntSession

@Suite("Session parser")
struct ParserTests {
  @Test func commandsOutputsProseAndDirectives() throws {
    let text = """
      Prose at column 0.
      % exhaustivity off

        > load counter
        loaded counter (clock: real, numberFact: real)
        > send nope
        error: unknown input 'nope' — [..]
        [failed]
      More prose.
        > state count
        \\d+ (re)
        ...

      """
    let document = try SessionParser.parse(text, path: "a.session")
    #expect(document.directives == [.exhaustivity(.off)])
    #expect(!document.isExhaustive)
    #expect(document.commands.map(\.command) == ["load counter", "send nope", "state count"])
    #expect(document.commands.map(\.line) == [4, 6, 10])
    #expect(document.commands[0].expected.map(\.kind) == [.literal("loaded counter (clock: real, numberFact: real)")])
    #expect(document.commands[1].expected.map(\.kind) == [.glob(["error: unknown input 'nope' — ", ""])])
    #expect(document.commands[1].failedLine == 8)
    #expect(document.commands[2].expected.map(\.kind) == [.regex("\\d+"), .anyLines])
    #expect(document.commands[1].outputLines == 6..<8)
    #expect(document.endsWithNewline)
  }

  @Test func aLeadingBackslashMakesALineLiteral() throws {
    let text = "  > x\n  \\...\n  \\> not a command\n  \\\n  \\a [..] b\n  \\d+ (re)\n"
    let expected = try SessionParser.parse(text, path: "a.session").commands[0].expected
    #expect(expected.map(\.kind) == [
      .literal("..."), .literal("> not a command"), .literal(""), .literal("a [..] b"), .regex("\\d+"),
    ])
  }

  @Test func windowsLineEndingsAreRead() throws {
    let document = try SessionParser.parse("  > x\r\n  y\r\n", path: "a.session")
    #expect(document.commands[0].expected.map(\.text) == ["y"])
  }

  /// The ends of lines as Swift's Characters split them ("\r\n" is one), now split over UTF-8.
  @Test(arguments: [
    ("", [""]), ("\n", [""]), ("a", ["a"]), ("a\n", ["a"]), ("a\nb", ["a", "b"]), ("a\r\nb\r\n", ["a", "b"]),
    ("a\r\r\nb", ["a", "b"]), ("a\r", ["a"]), ("a\r\r", ["a\r"]), ("a\rb\n", ["a\rb"]), ("\n\n", ["", ""]),
    ("\u{FEFF}a\n", ["a"]), ("é\u{301}\r\n한\n", ["é\u{301}", "한"]),
  ])
  func linesEndAtLineFeedsAndCarriageReturnLineFeeds(text: String, lines: [String]) {
    #expect(SessionParser.splitLines(text) == lines)
  }

  @Test(arguments: [
    ("\t> load counter\n", 1, "a tab in the indentation — indent with spaces"),
    ("  > load counter\n\tx\n", 2, "a tab in the indentation — indent with spaces"),
    ("prose\n  orphan output\n", 2, "indented line with no command above it"),
    ("  > x\n y\n", 2, "indented by one space"),
    ("% nonsense here\n", 1, "unknown directive '% nonsense here'"),
    ("% timeout soon\n", 1, "'soon' is not a duration"),
    ("% exhaustivity sometimes\n", 1, "exhaustivity takes 'on', 'off', 'off showSkippedAssertions'; got 'sometimes'"),
    ("% exhaustivity on showSkippedAssertions\n", 1, "exhaustivity takes"),
    ("% teststore maybe\n", 1, "unknown directive '% teststore maybe'"),
    ("% context preview\n", 1, "'preview' is no dependency context — live or test"),
    ("  >\n", 1, "empty command after `  > `"),
    ("  >    \n", 1, "empty command after `  > `"),
    ("  > x\n  [failed]\n  more\n", 3, "`[failed]` must be the last line of a command's output"),
    ("  > x\n  [unclosed (re)\n", 2, "invalid regular expression '[unclosed'"),
  ])
  func malformedFilesSayWhereAndWhy(text: String, line: Int, message: String) {
    #expect {
      try SessionParser.parse(text, path: "bad.session")
    } throws: { error in
      guard let error = error as? SessionParseError else { return false }
      return error.line == line && error.message.hasPrefix(message)
    }
  }

  @Test func directives() throws {
    let document = try SessionParser.parse("% skip needs the backend\n% timeout 90s\n", path: "a.session")
    #expect(document.skipReason == "needs the backend")
    #expect(document.timeout == .seconds(90))
    #expect(document.mode == SessionMode())
  }

  /// TestStore's settings for a whole file; the last of each kind wins.
  @Test func testStoreDirectives() throws {
    let document = try SessionParser.parse(
      "% teststore on\n% context test\n% exhaustivity off\n% exhaustivity off showSkippedAssertions\n  > x\n", path: "a.session")
    #expect(document.mode == SessionMode(exhaustivity: .off(showSkippedAssertions: true), testStore: true, context: .test))
    #expect(!document.isExhaustive)
    #expect(ReplayScript(document).mode == document.mode)
  }
}

@Suite("Markdown session blocks")
struct MarkdownTests {
  let markdown = """
    # Lesson

    Some prose with `  > not a command` in it.

    ```swift
      > not a session either
    ```

    ```session
      > load counter
      loaded counter (clock: real, numberFact: real)
    ```

    More prose.

    ~~~~session
      > send incrementButtonTapped
      ...
    ~~~~
    """

  @Test func blocksFormOneSessionWithFileLines() throws {
    let document = try MarkdownSessions.parse(markdown, path: "lesson.md")
    #expect(document.commands.map(\.command) == ["load counter", "send incrementButtonTapped"])
    #expect(document.commands.map(\.line) == [10, 17])
    #expect(MarkdownSessions.containsSessions(markdown))
    #expect(!MarkdownSessions.containsSessions("# Nothing\n```swift\nlet x = 1\n```\n"))
  }

  @Test func aSessionShownInsideAnotherFenceIsNotReplayed() throws {
    let text = "````markdown\n```session\n  > not this\n```\n````\n\n```session\n  > this\n```\n"
    #expect(try MarkdownSessions.parse(text, path: "a.md").commands.map(\.command) == ["this"])
  }

  @Test func aByteOrderMarkIsIgnored() throws {
    #expect(try SessionParser.parse("\u{FEFF}Prose\n  > x\n", path: "a.session").commands.map(\.line) == [2])
  }

  @Test func anUnclosedBlockIsAnError() {
    #expect(throws: SessionParseError(line: 1, message: "the ```session block is never closed")) {
      try MarkdownSessions.parse("```session\n  > x\n", path: "a.md")
    }
  }
}
