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
      outputs: outputs.enumerated().map { CommandOutput(lines: $0.element, outcome: failed.contains($0.offset) ? .failed : .ok) },
      end: CommandOutput(lines: [], outcome: .ok))
  }

  var actual: [[String]] {
    [["loaded counter (clock: real, numberFact: real)"], ["  State(", "+   count: 1,", "  )"], ["1"], ["fresh output"]]
  }

  @Test func failedRewritesOnlyWhatChangedAndKeepsProseAndWildcards() throws {
    let document = try SessionParser.parse(text, path: "a.session")
    let update = try #require(SessionUpdater.update(document, with: transcript(actual), mode: .failed))
    #expect(update.rewritten == 3)
    // `...` still absorbs what it can; `+ wrong` is rewritten as the line that took its place.
    #expect(update.text == """
      A lesson, with prose that must survive.

        > load counter
        loaded counter (clock: [..])
        > send incrementButtonTapped
        ...
          )
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

  @Test func failedStatusIsWrittenAndRemoved() throws {
    let document = try SessionParser.parse("  > a\n  boom\n  > b\n  fine\n  [failed]\n", path: "a.session")
    let update = try #require(SessionUpdater.update(document, with: transcript([["boom"], ["fine"]], failed: [0]), mode: .failed))
    #expect(update.text == "  > a\n  boom\n  [failed]\n  > b\n  fine\n")
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
        CommandOutput(lines: ["ok"], outcome: .ok),
        CommandOutput(lines: ["FAIL: expected count == 1, got 0"], outcome: .failed),
        CommandOutput(lines: [], outcome: .ok),
      ],
      end: CommandOutput(
        lines: ["FAIL: an effect returned for t is still running (started by `send t`, command 1)"], outcome: .failed))
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
    let transcript = ReplayTranscript(outputs: [CommandOutput(lines: [], outcome: .quit)], end: CommandOutput(lines: [], outcome: .ok))
    #expect(SessionChecker.failures(document, transcript).map(\.summary) == ["`state` never ran: `quit` at line 1 ended the session"])
  }
}
