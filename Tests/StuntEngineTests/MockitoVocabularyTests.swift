import Testing

@testable import StuntEngine
import StuntTesting

/// Issue 31's seventh point: what Mockito and Mockable say, said in Stunt. Answers chosen by
/// argument, a spy over the real implementation, `verify order` with arguments, counts within a
/// range, `verify noMoreInteractions`, and a `stub` whose confirmation is a line Stunt accepts.
@MainActor
@Suite("Mockito's and Mockable's vocabulary", .mainSerialExecutor)
struct MockitoVocabularyTests {
  func fact(_ driver: Driver) async -> String? {
    await driver.lines("send factButtonTapped").first { $0.hasPrefix("<- factResponse") || $0.hasPrefix("FAIL: ") }
  }

  /// The issue's acceptance check: Mockito's `when(get(0)).thenReturn("first")`.
  @Test func answersAreChosenByArgumentAndTheRestGetTheDefault() async {
    let driver = await Driver.counter("use numberFact stub")
    #expect(await driver.text(#"stub numberFact.fetch number=0 returns "first""#) == #"numberFact.fetch number=0 returns "first""#)
    #expect(await driver.text(#"stub numberFact.fetch number=1 throws "boom""#) == #"numberFact.fetch number=1 throws "boom""#)
    #expect(await fact(driver) == #"<- factResponse("first")"#)
    await driver.run("send incrementButtonTapped")
    #expect(await fact(driver) == "FAIL: an effect returned for factButtonTapped threw an unhandled error: boom")
    await driver.run("send incrementButtonTapped")
    #expect(await fact(driver) == #"<- factResponse("2 is a good number.")"#, "no match: the stub's default")
    #expect(await driver.lines("deps").suffix(2) == [
      #"            numberFact.fetch number=0 returns "first""#, #"            numberFact.fetch number=1 throws "boom""#,
    ])
  }

  @Test func theMostRecentMatchWinsAndThePlainAnswerTakesTheRest() async {
    let driver = await Driver.counter("use numberFact stub", "set count 5")
    await driver.run(#"stub numberFact.fetch returns "plain""#)
    await driver.run(#"stub numberFact.fetch number=>=3 returns "three or more""#)
    await driver.run(#"stub numberFact.fetch number=>=5 returns "five or more""#)
    #expect(await fact(driver) == #"<- factResponse("five or more")"#)
    await driver.run("set count 4")
    #expect(await fact(driver) == #"<- factResponse("three or more")"#)
    await driver.run("set count 1")
    #expect(await fact(driver) == #"<- factResponse("plain")"#)
    // `any` is a matcher too: the most recent, it shadows the others (Mockito's anyInt()).
    await driver.run(#"stub numberFact.fetch number=any returns "anything""#)
    await driver.run("set count 5")
    #expect(await fact(driver) == #"<- factResponse("anything")"#)
  }

  @Test func clearWithArgumentsForgetsThatAnswerAndWithoutEveryOne() async {
    let driver = await Driver.counter("use numberFact stub")
    await driver.run(#"stub numberFact.fetch number=0 returns "first""#)
    await driver.run(#"stub numberFact.fetch returns "plain""#)
    #expect(await driver.text("stub numberFact.fetch number=0 clear") == "numberFact.fetch number=0 clear")
    #expect(await fact(driver) == #"<- factResponse("plain")"#)
    await driver.run(#"stub numberFact.fetch number=0 returns "first""#)
    #expect(await driver.text("stub numberFact.fetch clear") == "numberFact.fetch clear")
    #expect(await fact(driver) == #"<- factResponse("0 is a good number.")"#)
    #expect(await driver.lines("deps").allSatisfy { !$0.contains("numberFact.fetch ") })
  }

  @Test func matchedAnswersSurviveResetAndSwapping() async {
    let driver = await Driver.counter("use numberFact stub", #"stub numberFact.fetch number=0 returns "first""#)
    await driver.run("reset")
    #expect(await fact(driver) == #"<- factResponse("first")"#)
    await driver.run("use numberFact mock")
    #expect(await fact(driver) == #"<- factResponse("first")"#, "stub, spy and mock share the slot's answers")
  }

  @Test func aMatcherIsCheckedAsMockAndVerifyCheckIt() async {
    let driver = await Driver.counter()
    #expect(await driver.error(#"stub numberFact.fetch count=0 returns "x""#)
      == "error: unknown argument of numberFact.fetch 'count' — expected one of: number")
    #expect(await driver.error(#"stub numberFact.fetch number="0" returns "x""#)
      == #"error: number of numberFact.fetch is Int; got "0" (a String)"#)
    #expect(await driver.error(#"stub numberFact.fetch number=hasSuffix("0") returns "x""#)
      == #"error: number of numberFact.fetch is Int; hasSuffix("0") can never match it"#)
    #expect(await driver.error(#"stub numberFact.fetch number=0 number=1 returns "x""#) == "error: number is given twice")
  }

  /// Typed back after `stub `, what `stub` printed programs the same answer and prints the same.
  @Test func whatStubPrintsIsAStubLine() async {
    let driver = await Driver.counter("use numberFact stub")
    for line in [
      #"stub numberFact.fetch returns "42 is the answer.""#,
      #"stub numberFact.fetch throws "server down""#,
      #"stub numberFact.fetch returns "one" then "two" then throws "down""#,
      #"stub numberFact.fetch throws "first" then returns "then" then "three""#,
      #"stub numberFact.fetch number=0 returns "first""#,
      #"stub numberFact.fetch number=>=3 throws "too big""#,
      #"stub numberFact.fetch number=any returns "그룹 \"소개\"\n둘째 줄""#,
      #"stub numberFact.fetch returns "\(number) is a good number.""#,
      #"stub numberFact.fetch returns a=b"#,
      "stub numberFact.fetch number=0 clear",
      "stub numberFact.fetch clear",
    ] {
      let printed = await driver.text(line)
      #expect(await driver.text("stub " + printed) == printed, "\(line)")
    }
  }

  @Test func anErrorQuotesWhatWasTyped() async {
    let driver = await Driver.counter("use numberFact mock")
    #expect(await driver.error(#"mock numberFact.fetch 1 hasSuffix("0")"#)
      == #"error: unexpected argument 'hasSuffix("0")' — arguments are name=value — usage: mock <slot>.<method> <times> [name=value ...]"#)
    #expect(await driver.error(#"verify numberFact.fetch hasSuffix("0")"#)
      == #"error: 'hasSuffix("0")' is not a number of calls — write 2, never, atLeast 2, atMost 2 or between 1 5"#)
    #expect(await driver.error(#"stub numberFact.fetch hasSuffix("0") returns "x""#)
      == #"error: unknown stub verb 'hasSuffix("0")' — expected one of: returns, throws, clear"#)
    #expect(await driver.error(#"send incrementButtonTapped hasSuffix("0")"#)
      == #"error: incrementButtonTapped takes 0 argument(s); 'hasSuffix("0")' is one too many — usage: send incrementButtonTapped"#)
    #expect(await driver.error(#"use numberFact real url=hasSuffix("0")"#)
      == #"error: option url takes a URL, e.g. url=http://127.0.0.1:8080; got hasSuffix("0")"#)
    #expect(await driver.error(#"set count hasSuffix("0")"#) == #"error: count is Int; got hasSuffix("0") (a String)"#)
  }

  /// Mockito's `spy`: the real implementation answers until `stub` programs an answer, and
  /// every call is recorded; `recordingStub` is the stub that records (Meszaros' test spy).
  @Test func theSpyWrapsTheRealNumberFactClient() async {
    let driver = await Driver.counterWithBackend("use numberFact spy")
    #expect(await fact(driver) == #"<- factResponse("0 is the number of network calls a stub makes.")"#)
    await driver.run(#"stub numberFact.fetch number=0 returns "stubbed""#)
    #expect(await fact(driver) == #"<- factResponse("stubbed")"#)
    await driver.run("send incrementButtonTapped")
    #expect(await fact(driver) == #"<- factResponse("1 is the loneliest number.")"#)
    #expect(await driver.lines("calls") == ["numberFact.fetch: 3 calls", "  1. fetch(0)", "  2. fetch(0)", "  3. fetch(1)"])
    #expect(await driver.lines("backend log").count == 2, "the stubbed call never reached the server")
    await driver.run("use numberFact recordingStub")
    #expect(await fact(driver) == #"<- factResponse("1 is a good number.")"#)
    #expect(await driver.lines("backend log").count == 2)
    // Both names are in `deps` and `explain`; a variant's name explains its kind.
    #expect(await driver.lines("deps").contains("            offers real, stub, spy, record (spy), recordingStub (spy), mock, failing, unimplemented"))
    let spy = await driver.lines("explain spy")
    #expect(await driver.lines("explain recordingStub") == spy)
    #expect(spy.last == "offered here by numberFact (spy), numberFact (record), numberFact (recordingStub)")
  }

  @Test func verifyOrderTakesTheArgumentsOfEachStep() async {
    let driver = await Driver.counter("use numberFact recordingStub", "send factButtonTapped", "send incrementButtonTapped", "send factButtonTapped")
    #expect(await driver.text("verify order numberFact.fetch number=0 numberFact.fetch number=1")
      == "ok: numberFact.fetch(number: 0) then numberFact.fetch(number: 1)")
    #expect(await driver.lines("verify order numberFact.fetch number=1 numberFact.fetch number=0") == [
      "FAIL: expected numberFact.fetch(number: 1) then numberFact.fetch(number: 0), but numberFact.fetch(number: 0) was not called after numberFact.fetch(number: 1)",
      "  recorded, in order:", "    1. numberFact.fetch(0)", "    2. numberFact.fetch(1)",
    ])
    #expect(await driver.text("verify order numberFact.fetch number=<1 numberFact.fetch number=>=1")
      == "ok: numberFact.fetch(number: <1) then numberFact.fetch(number: >=1)")
    #expect(await driver.error("verify order numberFact.fetch number=0")
      == "error: verify order takes 2 or more steps — usage: verify order <slot>.<method> <slot>.<method> ...")
    #expect(await driver.error("verify order number=0 numberFact.fetch numberFact.fetch")
      == "error: 'number=0' names no step — a step is <slot>.<method>, then its count and name=value arguments")
  }

  /// Issue 41's tenth point: calls fetch(0), fetch(1), fetch(1). Mockito's
  /// `inOrder.verify(f).fetch(1)` fails there ("Wanted 1 time … But was 2 times"); a count says
  /// how many, and `atLeast` is the lenient check.
  @Test func verifyOrderCountsEachStepAsMockitosInOrder() async {
    let driver = await Driver.counter(
      "use numberFact recordingStub", "send factButtonTapped", "send incrementButtonTapped", "send factButtonTapped",
      "send factButtonTapped")
    #expect(await driver.lines("verify order numberFact.fetch number=0 numberFact.fetch number=1") == [
      "FAIL: expected numberFact.fetch(number: 0) then numberFact.fetch(number: 1), but numberFact.fetch(number: 1) was called 2 times after numberFact.fetch(number: 0), wanted exactly 1 call",
      "  recorded, in order:", "    1. numberFact.fetch(0)", "    2. numberFact.fetch(1)", "    3. numberFact.fetch(1)",
      "  a step counts every matching call after the step before, as Mockito's inOrder does; to allow more: numberFact.fetch atLeast 1 number=1",
    ])
    #expect(await driver.text("verify order numberFact.fetch number=0 numberFact.fetch atLeast 1 number=1")
      == "ok: numberFact.fetch(number: 0) then numberFact.fetch(number: 1) (at least 1 call)")
    #expect(await driver.text("verify order numberFact.fetch number=0 numberFact.fetch 2 number=1")
      == "ok: numberFact.fetch(number: 0) then numberFact.fetch(number: 1) (exactly 2 calls)")
    #expect(await driver.text("verify order numberFact.fetch never number=1 numberFact.fetch number=0").hasPrefix(
      "FAIL: expected numberFact.fetch(number: 1) (never) then numberFact.fetch(number: 0), but numberFact.fetch(number: 1) was called 2 times, wanted no calls"))
    #expect(await driver.error("verify order numberFact.fetch number=0 2 numberFact.fetch")
      == "error: '2' is not where a count goes — a step's count comes once, right after its method: numberFact.fetch 2 name=value")
    #expect(await driver.error("verify order atLeast 1 numberFact.fetch numberFact.fetch")
      == "error: 'atLeast' names no step — a step is <slot>.<method>, then its count and name=value arguments")
    #expect(await driver.error("verify order numberFact.fetch atLeast numberFact.fetch")
      == "error: atLeast takes a number of calls, e.g. atLeast 2")
  }

  @Test func aCountMayBeARange() async {
    let driver = await Driver.counter("use numberFact mock", "mock numberFact.fetch between 1 2")
    #expect(await driver.lines("verify numberFact").first == "FAIL: numberFact.fetch expected between 1 and 2 calls, got 0")
    await driver.run("send factButtonTapped")
    await driver.run("send factButtonTapped")
    #expect(await driver.text("verify numberFact") == "ok: 1 expectation of numberFact met")
    #expect(await driver.text("verify numberFact.fetch between 2 5") == "ok: numberFact.fetch between 2 and 5 calls")
    #expect(await driver.lines("send factButtonTapped").contains {
      $0.hasPrefix("FAIL: unexpected call numberFact.fetch(0): the mock expects between 1 and 2 calls")
    }, "a strict mock fails the call one too many at once")
    #expect(await driver.error("verify numberFact.fetch between 3 1") == "error: between takes the fewest calls first: between 1 3")
    #expect(await driver.error("verify numberFact.fetch between 3") == "error: between takes two numbers of calls, e.g. between 1 5")
  }

  /// Mockito's `verifyNoMoreInteractions`: every call was checked by an earlier verify.
  @Test func noMoreInteractionsWantsEveryCallVerified() async {
    let driver = await Driver.counter("use numberFact recordingStub", "send factButtonTapped", "send incrementButtonTapped", "send factButtonTapped")
    #expect(await driver.lines("verify noMoreInteractions numberFact") == [
      "FAIL: numberFact received 2 calls no verify checked", "  not verified:", "    1. fetch(0)", "    2. fetch(1)",
    ])
    await driver.run("verify numberFact.fetch number=0")
    #expect(await driver.lines("verify noMoreInteractions numberFact") == [
      "FAIL: numberFact received 1 call no verify checked", "  not verified:", "    2. fetch(1)",
    ])
    await driver.run("verify order numberFact.fetch number=0 numberFact.fetch number=1")
    #expect(await driver.text("verify noMoreInteractions numberFact") == "ok: no more interactions with numberFact: 2 calls, each verified")
    // A failed verify checks nothing; a new instance has its calls, and its checks, afresh.
    await driver.run("send factButtonTapped")
    await driver.run("verify numberFact.fetch never")
    #expect(await driver.text("verify noMoreInteractions numberFact").hasPrefix("FAIL: numberFact received 1 call"))
    await driver.run("reset")
    await driver.run("send factButtonTapped")
    #expect(await driver.text("verify noMoreInteractions numberFact").hasPrefix("FAIL: numberFact received 1 call"))
    #expect(await driver.error("verify noMoreInteractions clock")
      == "error: clock is real and records no calls — none of its variants does, so there is nothing to verify")
  }

  @Test func aMockVerifiedCountsItsExpectedCallsAsVerified() async {
    let driver = await Driver.counter("use numberFact mock", "mock numberFact.fetch 1 number=0", "send factButtonTapped")
    #expect(await driver.text("verify numberFact") == "ok: 1 expectation of numberFact met")
    #expect(await driver.text("verify noMoreInteractions numberFact") == "ok: no more interactions with numberFact: 1 call, each verified")
  }
}
