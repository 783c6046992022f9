import Foundation
import StuntTestSupport
import Testing

@testable import StuntEngine
import StuntTesting

@MainActor
@Suite("Commands", .mainSerialExecutor)
struct CommandTests {
  @Test func helpListsEveryCommandFromItsConfiguration() async {
    let lines = await Driver().lines("help")
    #expect(lines.first == "commands:")
    for command in Commands.all {
      #expect(lines.contains { $0.hasPrefix("  " + command.configuration.name + " ") && $0.hasSuffix(command.configuration.summary) })
    }
    #expect(await Driver().lines("help use").prefix(2) == [
      "usage: use <slot> <variant> [key=value ...]", "  swap a dependency at runtime; prints old -> new",
    ])
    #expect(await Driver().lines("help quit").contains("  also: exit"))
    #expect(await Driver().error("help sned") == "error: unknown command 'sned' — did you mean 'send'?")
  }

  @Test func modulesNamesTheSeed() async {
    #expect(await Driver().text("modules")
      == "counter  TCA CounterFeature: a count, a number fact over HTTP and a timer — seed 002 (TCA CounterFeature)")
    #expect(await Driver().lines("explain counter")
      == ["counter: TCA CounterFeature: a count, a number fact over HTTP and a timer", "seed document: 002_f0a6046f0bdc7a9c.txt (TCA CounterFeature)"])
  }

  @Test func loadAndPrompt() async {
    let driver = Driver()
    #expect(driver.sandbox.prompt == "stunt> ")
    #expect(await driver.text("load counter") == "loaded counter (clock: real, numberFact: real)")
    #expect(driver.sandbox.prompt == "counter> ")
    #expect(await driver.error("load countr") == "error: unknown module 'countr' — did you mean 'counter'?")
    #expect(await driver.error("load") == "error: missing module — usage: load <module>")
    #expect(driver.sandbox.prompt == "counter> ")
  }

  @Test func unload() async {
    let driver = await Driver.counter()
    #expect(await driver.text("unload") == "unloaded counter")
    #expect(driver.sandbox.prompt == "stunt> ")
    #expect(await driver.error("unload") == "error: no module is loaded — load one first: load counter")
  }

  @Test func unloadWithATimerRunningReportsAndCancelsIt() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let report = await driver.run("unload")
    #expect(report.status == .failed)
    #expect(report.lines == [
      "FAIL: an effect returned for toggleTimerButtonTapped is still running (started by `send toggleTimerButtonTapped`, command 3); unloading cancelled it",
      "unloaded counter",
    ])
  }

  @Test func resetKeepsChoicesAndClearsStateAndCalls() async {
    let driver = await Driver.counter("use numberFact spy", #"stub numberFact.fetch returns "x""#, "send incrementButtonTapped", "send factButtonTapped")
    #expect(await driver.text("expect calls.numberFact.fetch == 1") == "ok: calls.numberFact.fetch == 1")
    #expect(await driver.text("reset") == "reset counter (clock: real, numberFact: spy)")
    #expect(await driver.count == "0")
    #expect(await driver.text("calls") == "no calls recorded")
    #expect(await driver.lines("send factButtonTapped").contains(#"<- factResponse("x")"#))
  }

  @Test func depsShowsActiveVariantsAndProgrammedAnswers() async {
    let driver = await Driver.counter("use clock test", #"stub numberFact.fetch returns "x""#)
    #expect(await driver.lines("deps") == [
      "clock       test  the continuousClock the timer ticks on",
      "            offers real, test (fake), immediate (fake), unimplemented",
      "numberFact  real  fetches a fact about the count (NumberFactClient.fetch)",
      "            offers real, stub, spy, record (spy), recordingStub (spy), mock, failing, unimplemented",
      #"            numberFact.fetch returns "x""#,
    ])
  }

  /// One slot's whole story: what each variant does (the stub's unprogrammed answer too) and
  /// the methods doubles are told about, named as `stub` and `mock` name them.
  @Test func depsOfASlotShowsItsVariantsAndMethods() async {
    let driver = await Driver.counter()
    #expect(await driver.lines("deps numberFact") == [
      "numberFact  real  fetches a fact about the count (NumberFactClient.fetch)",
      "variants:",
      "  real                 URLSession GET <url>/<n> over real HTTP (the embedded backend unless url= says); url= base URL of another server",
      #"  stub                 answers what `stub <slot>.<method>` programs, else "<n> is a good number."; strict= a call no `stub` programmed fails at once"#,
      "  spy                  Mockito's spy: the real implementation, recording each call; `stub` answers replace its own",
      "  record (spy)         the real implementation, keeping each call and its answer to replay as stubs",
      "  recordingStub (spy)  Meszaros' test spy: the stub, recording each call and its arguments; strict= a call no `stub` programmed fails at once",
      "  mock                 a spy whose calls are checked: times=N, or `mock <slot>.<method> ...`; unexpected calls fail at once; times= how many times each method must be called; strict= a call no `stub` programmed fails at once",
      "  failing              every call fails",
      "  unimplemented        swift-dependencies' unimplemented: reports any fetch as an issue",
      "methods:",
      "  fetch(number: Int) throws -> String  a fact about the number",
    ])
    #expect(await driver.error("deps numbrFact") == "error: unknown slot 'numbrFact' — did you mean 'numberFact'?")
  }

  @Test func useSwapsAndChecksItsArguments() async {
    let driver = await Driver.counter()
    #expect(await driver.text("use numberFact spy") == "numberFact: real -> spy")
    #expect(await driver.text("use numberFact real url=http://127.0.0.1:9")
      == "numberFact: spy -> real url=http://127.0.0.1:9")
    #expect(await driver.error("use numbrFact stub") == "error: unknown slot 'numbrFact' — did you mean 'numberFact'?")
    #expect(await driver.error("use numberFact fake")
      == "error: numberFact has no variant 'fake' — it offers real, stub, spy, record, recordingStub, mock, failing, unimplemented")
    #expect(await driver.error("use numberFact stb") == "error: numberFact has no variant 'stb' — did you mean 'stub'?")
    #expect(await driver.error("use numberFact stub url=x") == "error: numberFact stub takes no option 'url' — it takes strict=")
    #expect(await driver.error("use numberFact real port=1") == "error: numberFact real takes no option 'port' — it takes url=")
    #expect(await driver.error("use numberFact real url=3") == "error: option url takes a URL, e.g. url=http://127.0.0.1:8080; got 3")
    #expect(await driver.error("use numberFact real url=notaurl")
      == "error: option url takes a URL, e.g. url=http://127.0.0.1:8080; got notaurl")
    #expect(await driver.text(#"use numberFact real url="http://127.0.0.1:9""#) == "numberFact: real -> real url=http://127.0.0.1:9")
    #expect(await driver.error("use numberFact real extra")
      == "error: unexpected argument 'extra' — options are key=value — usage: use <slot> <variant> [key=value ...]")
    #expect(await driver.error("use numberFact") == "error: missing variant — usage: use <slot> <variant> [key=value ...]")
  }

  @Test func stubProgramsAnswersAndChecksTypes() async {
    let driver = await Driver.counter("use numberFact stub")
    #expect(await driver.text(#"stub numberFact.fetch returns "42 is the answer.""#) == #"numberFact.fetch returns "42 is the answer.""#)
    #expect(await driver.lines("send factButtonTapped").contains(#"<- factResponse("42 is the answer.")"#))
    #expect(await driver.text(#"stub numberFact.fetch throws "server down""#) == #"numberFact.fetch throws "server down""#)
    #expect(await driver.lines("send factButtonTapped").last
      == "FAIL: an effect returned for factButtonTapped threw an unhandled error: server down")
    #expect(await driver.text("stub numberFact.fetch clear") == "numberFact.fetch clear")
    #expect(await driver.lines("send incrementButtonTapped").contains("+   count: 1,"))
    #expect(await driver.lines("send factButtonTapped").contains(#"<- factResponse("1 is a good number.")"#))
    #expect(await driver.error("stub numberFact.fetch returns 42")
      == #"error: numberFact.fetch returns String; got 42 (an Int) — quote it: "42""#)
    #expect(await driver.error("stub numberFact.fetsh returns x") == "error: unknown method of numberFact 'fetsh' — did you mean 'fetch'?")
    #expect(await driver.error("stub numberFact returns x")
      == "error: 'numberFact' names no method — write <slot>.<method>, e.g. numberFact.fetch")
    #expect(await driver.error("stub numberFact.fetch answers x")
      == "error: unknown stub verb 'answers' — expected one of: returns, throws, clear")
    #expect(await driver.error("stub numberFact.fetch returns")
      == "error: stub takes 1 or more <value> — usage: stub <slot>.<method> [name=value ...] returns <value> ...")
    // key=value pairs make an object only for structured answers; here `a=b` is the text it was.
    #expect(await driver.text("stub numberFact.fetch returns a=b") == "numberFact.fetch returns a=b")
    #expect(await driver.error("stub numberFact.fetch returns one two")
      == #"error: returns takes one value (String); got one two — quote text with spaces: "one two""#)
  }

  @Test func stubOnARealSlotSaysWhenItWillBeUsed() async {
    let driver = await Driver.counter()
    // The first line is the rest of a stub line; the note about the variant has its own.
    #expect(await driver.lines(#"stub numberFact.fetch returns "x""#) == [
      #"numberFact.fetch returns "x""#,
      "(numberFact is real; stub, spy, recordingStub, mock answer with it: use numberFact stub)",
    ])
  }

  @Test func inputsListsParametersAndFedBackActions() async {
    let lines = await Driver.counter().lines("inputs")
    #expect(lines.count == 6)
    #expect(lines.contains("factResponse(fact: String)  the fact arrives: fact set, isLoading false (fed back by effects)"))
  }

  @Test func sendBindsArgumentsByPositionOrName() async {
    let driver = await Driver.counter()
    #expect(await driver.lines(#"send factResponse "by position""#).contains(#"+   fact: "by position","#))
    #expect(await driver.lines(#"send factResponse fact="by name""#).contains(#"+   fact: "by name","#))
    #expect(await driver.error("send factResponse") == #"error: factResponse needs fact (String) — e.g. send factResponse "text""#)
    #expect(await driver.error("send factResponse 3") == "error: factResponse's fact is String; got 3 (an Int)")
    #expect(await driver.error("send factResponse a b")
      == "error: factResponse takes 1 argument(s); 'b' is one too many — usage: send factResponse(fact: String)")
    #expect(await driver.error("send incrementButtonTapped 1")
      == "error: incrementButtonTapped takes 0 argument(s); '1' is one too many — usage: send incrementButtonTapped")
  }

  @Test func sendWithNoChangeSaysSo() async {
    let driver = await Driver.counter("use numberFact unimplemented", "send factButtonTapped")
    let report = await driver.run("send factButtonTapped")
    #expect(report.lines == ["(no state change)", "FAIL: Unimplemented: NumberFactClient.fetch (invoked with 0)"])
    #expect(report.status == .failed)
  }

  @Test func setChangesAFieldAndShowsTheDiff() async {
    let driver = await Driver.counter()
    #expect(await driver.lines("set count 41").contains("+   count: 41,"))
    #expect(await driver.count == "41")
    #expect(await driver.error("set count forty") == "error: count is Int; got forty (a String)")
    #expect(await driver.error("set cont 1") == "error: unknown field 'cont' — did you mean 'count'?")
    #expect(await driver.error("set count") == "error: missing value — usage: set <field> <value>")
  }

  @Test func statePrintsTheWholeStateOrOnePath() async {
    let driver = await Driver.counter("send factResponse \"x\"")
    #expect(await driver.lines("state") == [
      "CounterFeature.State(", "  count: 0,", #"  fact: "x","#, "  isLoading: false,", "  isTimerRunning: false", ")",
    ])
    #expect(await driver.text("state fact") == #""x""#)
    #expect(await driver.error("state facts") == "error: the state has no 'facts' — did you mean 'fact'?")
    #expect(await driver.error("state zzz") == "error: the state has no 'zzz' — it has count, fact, isLoading, isTimerRunning")
  }

  @Test func alertWhenTheModuleHasNone() async {
    #expect(await Driver.counter().text("alert") == "no alert")
    #expect(await Driver.counter().text("expect alert == nil") == "ok: alert == nil")
  }

  @Test func callsShowCountsArgumentsAndWhyALogIsEmpty() async {
    let driver = await Driver.counter()
    #expect(await driver.text("calls") == "no calls recorded (only spy and mock variants record calls; clock is real, numberFact is real)")
    await driver.run("use numberFact spy")
    await driver.run("send factButtonTapped")
    await driver.run("send incrementButtonTapped")
    await driver.run("send factButtonTapped")
    let expected = ["numberFact.fetch: 2 calls", "  1. fetch(0)", "  2. fetch(1)"]
    #expect(await driver.lines("calls") == expected)
    #expect(await driver.lines("calls numberFact") == expected)
    #expect(await driver.lines("calls numberFact.fetch") == expected)
    #expect(await driver.error("calls clock.now") == "error: unknown method of clock 'now' — there are none")
    #expect(await driver.error("calls nope") == "error: unknown slot 'nope' — expected one of: clock, numberFact")
  }

  @Test func expectSubjectsAndOperators() async {
    let driver = await Driver.counter("set count 3", "send factResponse \"3 is odd\"")
    for statement in [
      "count == 3", "count != 4", "count > 2", "count >= 3", "count < 4", "count <= 3",
      #"fact == "3 is odd""#, #"fact contains odd"#, "isLoading == false", "effects == 0", "alert == nil",
    ] {
      #expect(await driver.text("expect " + statement) == "ok: " + statement)
    }
    let failed = await driver.run("expect count == 4")
    #expect(failed.lines == ["FAIL: expected count == 4, got 3"])
    #expect(failed.status == .failed)
    #expect(await driver.text("expect calls.numberFact.fetch == 1")
      == "FAIL: expected calls.numberFact.fetch == 1, got 0; no calls recorded (only spy and mock variants record calls; numberFact is real)")
    #expect(await driver.error("expect count =! 3") == "error: unknown operator '=!' — did you mean '=='?")
    #expect(await driver.error("expect count === numberFact") == "error: numberFact holds no object to compare with")
    #expect(await driver.error("expect cout == 3") == "error: the state has no 'cout' — did you mean 'count'?")
    #expect(await driver.error("expect fact > 3") == "error: fact is a String; it cannot be compared with > to 3")
    #expect(await driver.error("expect count ==") == "error: missing value — usage: expect <subject> <operator> <value>")
  }

  @Test func mockExpectationsAndVerify() async {
    let driver = await Driver.counter("use clock test")
    #expect(await driver.error("mock numberFact.fetch 1") == "error: numberFact is real, not a mock — use numberFact mock first")
    await driver.run("use numberFact mock")
    #expect(await driver.error("verify numberFact") == "error: numberFact expects nothing yet — mock numberFact.<method> <times> first")
    #expect(await driver.error("mock numberFact.fetch sometimes")
      == "error: 'sometimes' is not a number of calls — write 2, never, atLeast 2, atMost 2 or between 1 5")
    #expect(await driver.error("mock numberFact.fetch atLeast") == "error: atLeast takes a number of calls, e.g. atLeast 2")
    #expect(await driver.error("mock numberFact.fetch 1 m=1") == "error: unknown argument of numberFact.fetch 'm' — expected one of: number")
    #expect(await driver.error(#"mock numberFact.fetch 1 number="0""#) == #"error: number of numberFact.fetch is Int; got "0" (a String)"#)
    #expect(await driver.text("mock numberFact.fetch atLeast 2") == "numberFact expects fetch at least 2 calls")
    await driver.run("send factButtonTapped")
    #expect(await driver.lines("verify") == [
      "FAIL: numberFact.fetch expected at least 2 calls, got 1", "  calls to numberFact.fetch:", "    1. fetch(0)",
    ])
    await driver.run("send factButtonTapped")
    #expect(await driver.text("verify") == "ok: 1 expectation of numberFact met")
    #expect(await driver.text("mock numberFact.fetch never") == "numberFact expects fetch never")
    let unexpected = await driver.run("send factButtonTapped")
    #expect(unexpected.status == .failed)
    #expect(unexpected.lines.contains("FAIL: unexpected call numberFact.fetch(0): the mock expects no calls to numberFact.fetch; this is call 3"))
    // `use` starts a mock afresh: earlier calls do not count against it.
    await driver.run("use numberFact mock")
    #expect(await driver.text("mock numberFact.fetch 1 number=0") == "numberFact expects fetch(number: 0) exactly 1 call")
    await driver.run("send factButtonTapped")
    #expect(await driver.text("verify numberFact") == "ok: 1 expectation of numberFact met")
    await driver.run("use numberFact mock times=1")
    #expect(await driver.lines("verify") == [
      "FAIL: numberFact.fetch expected exactly 1 call, got 0", "  no calls to numberFact.fetch were recorded",
    ])
  }

  @Test func expectEffectsNamesWhatIsRunning() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    #expect(await driver.text("expect effects == 0") == "FAIL: expected effects == 0, got 1; running: toggleTimerButtonTapped")
  }

  @Test func advanceNeedsATestClockAndAReadableDuration() async {
    let driver = await Driver.counter()
    #expect(await driver.error("advance 1s") == "error: clock is real; advance moves a test clock — use clock test first")
    await driver.run("use clock test")
    #expect(await driver.text("advance 1s") == "(no state change)")
    #expect(await driver.error("advance 3x") == "error: '3x' is not a duration — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, at most 24h)")
    #expect(await driver.error("advance -1s") == "error: '-1s' is not a duration — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, at most 24h)")
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.lines("advance 999ms") == ["(no state change)"])
    #expect(await driver.lines("advance 1ms").first == "<- timerTick")
    #expect(await driver.lines("advance 1.5s").first == "<- timerTick")
    #expect(await driver.lines("advance 2m").first == "<- timerTick x120")
    #expect(await driver.error("advance 25h") == "error: advance moves at most 24h at a time; got 25h")
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func cancellingALongAdvanceStopsIt() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let sandbox = driver.sandbox
    let advancing = Task { await sandbox.execute("advance 24h") }
    advancing.cancel()
    #expect(await advancing.value.lines == ["(no state change)", "interrupted: advanced 0ms of 24h"])
    #expect(await driver.lines("advance 1s").first == "<- timerTick")
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func effectsAndFinish() async {
    let driver = await Driver.counter("use clock test")
    #expect(await driver.text("effects") == "no effects running")
    #expect(await driver.lines("finish") == ["(no state change)", "all effects finished"])
    await driver.run("send toggleTimerButtonTapped")
    let report = await driver.run("finish 20ms")
    #expect(report.status == .failed)
    #expect(report.lines == [
      "(no state change)",
      "FAIL: expected effects to finish within 20ms, but 1 still running",
      "  toggleTimerButtonTapped (cancellable id: timer), started by `send toggleTimerButtonTapped` (command 5)",
    ])
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.lines("finish").last == "all effects finished")
  }

  /// A real clock's tick that came after the last command prints above `finish`'s own output;
  /// `finish` then does not add "(no state change)" under that change.
  @Test func finishAfterALateChangeDoesNotAlsoSayThereWasNone() async throws {
    let driver = await Driver.counter("send toggleTimerButtonTapped")
    let clock = ContinuousClock()
    let giveUp = clock.now.advanced(by: .seconds(60))
    // Read as a command would: afresh (`refresh`), not as the module answered at the last one.
    func hasEvents() async throws -> Bool {
      driver.sandbox.loaded?.refresh()
      return try await driver.sandbox.loaded?.hasEvents == true
    }
    while try await !hasEvents(), clock.now < giveUp {
      try await Task.sleep(for: .milliseconds(20))
    }
    let lines = await driver.lines("finish 10ms")
    #expect(lines.first == "<- timerTick", "\(lines)")
    #expect(lines.contains("+   count: 1,"))
    #expect(!lines.contains("(no state change)"), "\(lines)")
    #expect(lines.contains("FAIL: expected effects to finish within 10ms, but 1 still running"))
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func immediateClockTimerIsStoppedAsARunaway() async {
    let driver = await Driver.counter("use clock immediate")
    let report = await driver.run("send toggleTimerButtonTapped")
    #expect(report.lines.contains { $0.hasPrefix("<- timerTick x") })
    #expect(report.lines.last?.hasPrefix("FAIL: an effect returned for toggleTimerButtonTapped fed back") == true)
    #expect(await driver.text("effects") == "no effects running")
  }

  @Test func unimplementedClockReportsItsUse() async {
    let driver = await Driver.counter("use clock unimplemented")
    let report = await driver.run("send toggleTimerButtonTapped")
    #expect(report.lines.contains("FAIL: Unimplemented: continuousClock.sleep"))
    #expect(report.status == .failed)
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func explainTerms() async {
    let driver = Driver()
    #expect(await driver.lines("explain").first == "terms: real, dummy, stub, spy, mock, fake, failing, unimplemented")
    let spy = await driver.lines("explain spy")
    #expect(spy.first?.hasPrefix("spy: records how it was called") == true)
    // Both meanings, each under its own name.
    #expect(spy.contains { $0.contains("Mockito's") } && spy.contains { $0.contains("`recordingStub`") })
    #expect(spy.last == "offered by counter.numberFact (spy), counter.numberFact (record), counter.numberFact (recordingStub)")
    await driver.run("load counter")
    #expect(await driver.lines("explain fake").last == "offered here by clock (test), clock (immediate)")
    #expect(await driver.lines("explain dummy").last == "no slot here offers a dummy")
    #expect(await driver.error("explain stb") == "error: unknown term 'stb' — did you mean 'stub'?")
  }

  @Test func historyListsWhatWasEntered() async {
    let driver = Driver()
    await driver.run("load counter")
    await driver.run("# a comment is not a command")
    await driver.run("send nope")
    await driver.run("help send")
    await driver.run("state count")
    // A refused line and help take no number: history numbers what ran, as effects do.
    #expect(await driver.lines("history") == ["1  load counter", "2  state count"])
  }

  @Test func quitAndExit() async {
    #expect(await Driver().run("quit").status == .quit)
    #expect(await Driver().run("exit").status == .quit)
    #expect(await Driver().error("quit now") == "error: unexpected argument 'now' — usage: quit")
  }

  @Test func commandsThatNeedAModuleSaySo() async {
    for command in ["deps", "use clock test", "stub a.b clear", "inputs", "send x", "set a 1", "state", "alert", "calls", "expect a == 1", "advance 1s", "effects", "finish", "reset", "unload"] {
      #expect(await Driver().error(command) == "error: no module is loaded — load one first: load counter")
    }
  }
}

/// `resume`: the previous session's commands run again, as typed, with what changed said.
@MainActor
@Suite("Resume", .mainSerialExecutor)
struct ResumeTests {
  func resuming(_ text: String?) throws -> (Driver, TemporaryFolder) {
    let folder = try TemporaryFolder()
    var settings = SandboxSettings()
    if let text {
      let path = folder.appendingPathComponent("previous.session").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      settings.previousSession = { path }
    }
    return (Driver(settings: settings), folder)
  }

  @Test func theCommandsRunAgainAsTypedAndWhatPrintsOtherwiseIsNamed() async throws {
    let (driver, folder) = try resuming("""
      A session of Stunt.

        > load counter
        loaded counter (clock: real, numberFact: real)
        > send incrementButtonTapped
          CounterFeature.State(
        -   count: 0,
        +   count: 1,
            fact: nil,
            isLoading: false,
            isTimerRunning: false
          )
        > save lesson.session
        saved 2 commands to lesson.session
        > state count
        7
        > quit

      """)
    #expect(await driver.lines("resume") == [
      "resumed 3 commands of the previous session",
      "1 printed something else than before (real clocks and real services may answer differently):",
      "  3  state count",
    ])
    #expect(await driver.count == "1")
    #expect(await driver.lines("history") == ["1  load counter", "2  send incrementButtonTapped", "3  state count", "4  state count"])
    #expect(driver.sandbox.hasUnsavedCommands)
    // The previous session, as this one ran it again, saved as a test.
    let saved = folder.appendingPathComponent("back.session").path
    #expect(await driver.text("save \(saved)").hasPrefix("saved "))
    #expect(!driver.sandbox.hasUnsavedCommands)
    #expect(try String(contentsOfFile: saved, encoding: .utf8).contains("  > send incrementButtonTapped\n"))
  }

  /// A session started with `stunt --context test` says so at the top of its journal; `resume`
  /// starts the same way, and `save` writes it into the test.
  @Test func theSessionStartsAsThePreviousOneDid() async throws {
    let (driver, folder) = try resuming("A session of Stunt.\n% context test\n\n  > load counter\n  > send factButtonTapped\n")
    #expect(await driver.lines("resume") == [
      "resumed 2 commands of the previous session",
      "2 printed something else than before (real clocks and real services may answer differently):",
      "  2  load counter", "  3  send factButtonTapped",
    ])
    #expect(await driver.text("deps").contains("unimplemented"))
    #expect(await driver.lines("history").first == "1  context test")
    var settings = SandboxSettings()
    settings.context = .test
    let started = Driver(settings: settings)
    await started.run("load counter")
    let saved = folder.appendingPathComponent("started.session").path
    await started.run("save \(saved)")
    #expect(try String(contentsOfFile: saved, encoding: .utf8).hasPrefix("% context test\n"))
  }

  @Test func withoutAPreviousSessionResumeSaysWhy() async throws {
    let (driver, _) = try resuming(nil)
    #expect(await driver.error("resume") == "error: there is no previous session to resume (sessions are kept when Stunt runs on a terminal)")
    let (empty, folder) = try resuming("nothing ran\n")
    #expect(await empty.error("resume")?.hasPrefix("error: the previous session cannot be read: no commands") == true)
    withExtendedLifetime(folder) {}
  }

  @Test func clearAsksTheTerminalAndIsNoPartOfTheSession() async throws {
    let (driver, _) = try resuming(nil)
    let report = await driver.run("clear")
    #expect(report.lines.isEmpty && report.terminalRequest == .clearScreen)
    #expect(await driver.lines("history").isEmpty)
  }
}
