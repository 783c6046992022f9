import Testing

@testable import StuntSession

@Suite("Updating expectations")
struct UpdaterTests {
  let text = """
    A lesson, with prose that must survive.

      > load counter
      loaded counter (clock: [..])
      > send incrementButtonTapped
      ...
      + wrong
      > state count
      0
    % exhaustivity off
      > new command

    Closing prose.

    """

  func transcript(_ outputs: [[String]], failed: Set<Int> = []) -> ReplayTranscript {
    ReplayTranscript(
      outputs: outputs.enumerated().map { CommandReport(lines: $0.element, status: failed.contains($0.offset) ? .failed : .ok) },
      end: CommandReport(lines: [], status: .ok))
  }

  var actual: [[String]] {
    [["loaded counter (clock: real, numberFact: real)"], ["  State(", "+   count: 1,", "  )"], ["1"], ["fresh output"]]
  }

  @Test func failedRewritesOnlyWhatChangedAndKeepsProseAndWildcards() throws {
    let document = try SessionParser.parse(text, path: "a.session")
    let update = try #require(SessionUpdater.update(document, with: transcript(actual), mode: .failed))
    #expect(update.rewritten == 3)
    // `...` still matches everything `send` printed, so it stays; `+ wrong` matched nothing
    // and looks like none of the lines, so it goes.
    #expect(update.text == """
      A lesson, with prose that must survive.

        > load counter
        loaded counter (clock: [..])
        > send incrementButtonTapped
        ...
        > state count
        1
      % exhaustivity off
        > new command
        fresh output

      Closing prose.

      """)
    // The update round-trips: replaying the rewritten file passes.
    let updated = try SessionParser.parse(update.text, path: "a.session")
    #expect(SessionChecker.failures(updated, transcript(actual)).isEmpty)
  }

  @Test func changedLinesAroundAWildcardAreRewritten() throws {
    let document = try SessionParser.parse("  > x\n  head\n  ...\n  old tail\n", path: "a.session")
    let update = try #require(
      SessionUpdater.update(document, with: transcript([["head", "a", "b", "new tail"]]), mode: .failed))
    #expect(update.text == "  > x\n  head\n  ...\n  new tail\n")
  }

  @Test func missingFillsInOnlyCommandsWithoutExpectations() throws {
    let document = try SessionParser.parse(text, path: "a.session")
    let update = try #require(SessionUpdater.update(document, with: transcript(actual), mode: .missing))
    #expect(update.rewritten == 1)
    #expect(update.text.contains("  > new command\n  fresh output\n"))
    #expect(update.text.contains("  + wrong\n"))
  }

  @Test func neverAndNothingToDoWriteNothing() throws {
    let document = try SessionParser.parse(text, path: "a.session")
    #expect(SessionUpdater.update(document, with: transcript(actual), mode: .never) == nil)
    let done = try SessionParser.parse("  > x\n  y\n", path: "a.session")
    #expect(SessionUpdater.update(done, with: transcript([["y"]]), mode: .all) == nil)
  }

  @Test func failedStatusIsTheAuthorsAndStays() throws {
    let document = try SessionParser.parse("  > a\n  boom\n  > b\n  fine\n  [failed]\n", path: "a.session")
    let changed = transcript([["BOOM"], ["FINE"]], failed: [0])
    let update = try #require(SessionUpdater.update(document, with: changed, mode: .failed))
    #expect(update.text == "  > a\n  BOOM\n  > b\n  FINE\n  [failed]\n")
    #expect(SessionChecker.failures(try SessionParser.parse(update.text, path: "a.session"), changed).map(\.summary) == [
      "`a` failed, but no `[failed]` follows it", "`b` succeeded, but `[failed]` says it should fail",
    ])
  }

  @Test func windowsLineEndingsAreKept() throws {
    let document = try SessionParser.parse("Prose\r\n  > a\r\n  old\r\n", path: "a.session")
    let update = try #require(SessionUpdater.update(document, with: transcript([["new"]]), mode: .failed))
    #expect(update.text == "Prose\r\n  > a\r\n  new\r\n")
  }

  @Test func defaultModeIsNeverInCI() {
    #expect(UpdateMode.default(environment: ["CI": "true"]) == .never)
    #expect(UpdateMode.default(environment: ["CI": "1"]) == .never)
    #expect(UpdateMode.default(environment: ["CI": "false"]) == .missing)
    #expect(UpdateMode.default(environment: [:]) == .missing)
  }
}

@Suite("Checking a replay")
struct CheckerTests {
  @Test func statusMismatchesAndEndFailuresAreReported() throws {
    let document = try SessionParser.parse(
      "  > load counter\n  ok\n  > expect count == 1\n  FAIL: expected count == 1, got 0\n  > send x\n  [failed]\n",
      path: "s.session")
    let transcript = ReplayTranscript(
      outputs: [
        CommandReport(lines: ["ok"], status: .ok),
        CommandReport(lines: ["FAIL: expected count == 1, got 0"], status: .failed),
        CommandReport(lines: [], status: .ok),
      ],
      end: CommandReport(
        lines: ["FAIL: an effect returned for t is still running (started by `send t`, command 1)"], status: .failed))
    let failures = SessionChecker.failures(document, transcript)
    #expect(failures.map(\.line) == [3, 6, 5])
    #expect(failures[0].summary == "`expect count == 1` failed, but no `[failed]` follows it")
    #expect(failures[1].summary == "`send x` succeeded, but `[failed]` says it should fail")
    #expect(failures[2].details == [
      "    FAIL: an effect returned for t is still running (started by `send t`, command 1, s.session:1)"
    ])
  }

  @Test func commandsAfterQuitNeverRan() throws {
    let document = try SessionParser.parse("  > quit\n  > state\n", path: "s.session")
    let transcript = ReplayTranscript(outputs: [CommandReport(lines: [], status: .quit)], end: CommandReport(lines: [], status: .ok))
    #expect(SessionChecker.failures(document, transcript).map(\.summary) == ["`state` never ran: `quit` at line 1 ended the session"])
  }
}
