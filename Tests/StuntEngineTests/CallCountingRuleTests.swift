import Testing

@testable import StuntEngine
import StuntTesting

/// Issue 17's first point: one rule for when calls and expectations start afresh, and every
/// way of counting (`calls`, `expect calls.…`, `verify`, `verify order`) counting the same calls.
@MainActor
@Suite("One rule for counting calls", .mainSerialExecutor)
struct CallCountingRuleTests {
  /// Whether `verify order` finds two fetches among the calls it counts, and none after them
  /// (in order a step counts every matching call, as Mockito's `inOrder` does).
  func twoFetchesInOrder(_ driver: Driver) async -> Bool {
    await driver.run("verify order numberFact.fetch 2 numberFact.fetch never").status == .ok
  }

  func fetch(_ driver: Driver) async {
    await driver.run("send factButtonTapped")
  }

  @Test func spyThenMockStartsAfresh() async {
    let driver = await Driver.counter("use numberFact spy")
    await fetch(driver)
    await fetch(driver)
    #expect(await driver.lines("calls numberFact.fetch").first == "numberFact.fetch: 2 calls")
    await driver.run("use numberFact mock")
    #expect(await driver.lines("calls numberFact.fetch").first == "numberFact.fetch: 0 calls")
    #expect(await driver.text("mock numberFact.fetch 1") == "numberFact expects fetch exactly 1 call")
    await fetch(driver)
    #expect(await driver.lines("calls numberFact.fetch").first == "numberFact.fetch: 1 call")
    #expect(await driver.text("expect calls.numberFact.fetch == 1") == "ok: calls.numberFact.fetch == 1")
    #expect(await driver.text("verify") == "ok: 1 expectation of numberFact met")
    #expect(await !twoFetchesInOrder(driver), "the spy's two calls are forgotten by verify order too")
  }

  /// The case the issue found: `use … mock` a second time, then `verify` and `expect` disagreed.
  @Test func mockThenMockAgainAgree() async {
    let driver = await Driver.counter("use numberFact mock", "mock numberFact.fetch 1")
    await fetch(driver)
    await driver.run("use numberFact mock")
    #expect(await driver.error("verify numberFact") == "error: numberFact expects nothing yet — mock numberFact.<method> <times> first",
      "the new mock's expectations start afresh")
    await driver.run("mock numberFact.fetch 1")
    await fetch(driver)
    #expect(await driver.text("verify") == "ok: 1 expectation of numberFact met")
    #expect(await driver.text("expect calls.numberFact.fetch == 1") == "ok: calls.numberFact.fetch == 1")
    #expect(await driver.lines("calls numberFact.fetch").first == "numberFact.fetch: 1 call")
  }

  @Test(arguments: ["real", "stub"]) func mockThenAnotherThenMockAgree(_ between: String) async {
    let driver = await Driver.counterWithBackend("use numberFact mock", "mock numberFact.fetch 1")
    await fetch(driver)
    await driver.run("use numberFact \(between)")
    await fetch(driver)
    #expect(await driver.lines("calls numberFact.fetch").first == "numberFact.fetch: 0 calls", "\(between) records nothing")
    await driver.run("use numberFact mock")
    await driver.run("mock numberFact.fetch 2")
    await fetch(driver)
    #expect(await driver.text("expect calls.numberFact.fetch == 1") == "ok: calls.numberFact.fetch == 1")
    #expect(await driver.lines("verify").first == "FAIL: numberFact.fetch expected exactly 2 calls, got 1")
    #expect(await !twoFetchesInOrder(driver))
    await fetch(driver)
    #expect(await driver.text("verify") == "ok: 1 expectation of numberFact met")
    #expect(await driver.text("expect calls.numberFact.fetch == 2") == "ok: calls.numberFact.fetch == 2")
    #expect(await twoFetchesInOrder(driver))
  }

  @Test func aStubProgrammedBeforeOrAfterTheSwitchAnswers() async {
    let driver = await Driver.counter(#"stub numberFact.fetch returns "before""#, "use numberFact mock")
    #expect(await driver.lines("send factButtonTapped").contains(#"<- factResponse("before")"#))
    await driver.run(#"stub numberFact.fetch returns "after""#)
    #expect(await driver.lines("send factButtonTapped").contains(#"<- factResponse("after")"#))
    #expect(await driver.text("expect calls.numberFact.fetch == 2") == "ok: calls.numberFact.fetch == 2",
      "programming a stub does not start the calls afresh")
  }

  @Test func callsClearStartsAfreshAsUseDoes() async {
    let driver = await Driver.counter("use numberFact mock", "mock numberFact.fetch 1")
    await fetch(driver)
    #expect(await driver.text("calls clear numberFact") == "forgot 1 call of numberFact; what numberFact expected is forgotten too")
    #expect(await driver.lines("calls numberFact.fetch").first == "numberFact.fetch: 0 calls")
    #expect(await driver.text("expect calls.numberFact.fetch == 0") == "ok: calls.numberFact.fetch == 0")
    #expect(await driver.error("verify numberFact") == "error: numberFact expects nothing yet — mock numberFact.<method> <times> first")
    await driver.run("mock numberFact.fetch 2")
    await fetch(driver)
    await fetch(driver)
    #expect(await driver.text("verify") == "ok: 1 expectation of numberFact met")
    #expect(await twoFetchesInOrder(driver))
    #expect(await driver.text("calls clear") == "forgot 2 calls; what numberFact expected is forgotten too")
    #expect(await !twoFetchesInOrder(driver))
    #expect(await driver.text("calls clear") == "forgot 0 calls")
    #expect(await driver.error("calls clear nope") == "error: unknown slot 'nope' — expected one of: clock, numberFact")
  }

  @Test func aMockWithTimesExpectsThemAgainAfterCallsClear() async {
    let driver = await Driver.counter("use numberFact mock times=1")
    await fetch(driver)
    await driver.run("calls clear numberFact")
    #expect(await driver.lines("verify").first == "FAIL: numberFact.fetch expected exactly 1 call, got 0")
  }

  @Test func callNumbersAreNeverGivenTwice() async {
    let driver = await Driver.counter("use numberFact spy")
    await fetch(driver)
    await driver.run("use numberFact spy")
    await fetch(driver)
    #expect(await driver.lines("calls numberFact.fetch") == ["numberFact.fetch: 1 call", "  2. fetch(0)"])
  }
}

/// Issue 17's second point: matchers that take what matters.
@MainActor
@Suite("Argument matchers", .mainSerialExecutor)
struct ArgumentMatcherTests {
  @Test func comparisonsAndAnyMatchNumbers() async {
    let driver = await Driver.counter("use numberFact mock")
    #expect(await driver.text("mock numberFact.fetch 1 number=>=2") == "numberFact expects fetch(number: >=2) exactly 1 call")
    #expect(await driver.text("mock numberFact.fetch 2 number=<2") == "numberFact expects fetch(number: <2) exactly 2 calls")
    for _ in 0..<2 { await driver.run("send factButtonTapped"); await driver.run("send incrementButtonTapped") }
    await driver.run("send incrementButtonTapped")
    await driver.run("send factButtonTapped")
    #expect(await driver.text("verify") == "ok: 2 expectations of numberFact met")
    let unexpected = await driver.run("send factButtonTapped")
    #expect(unexpected.lines.contains { $0.hasPrefix("FAIL: unexpected call numberFact.fetch(3)") })
    #expect(await driver.error("mock numberFact.fetch 1 number=>x") == "error: number of numberFact.fetch is Int; got >x (a String)")
    #expect(await driver.error(#"mock numberFact.fetch 1 number=contains("1")"#)
      == #"error: number of numberFact.fetch is Int; contains("1") can never match it"#)
  }
}

/// `verify <slot>.<method>`: the calls already made, as Mockito's `verify(mock, times(n))`.
@MainActor
@Suite("Verifying calls already made", .mainSerialExecutor)
struct VerifyCallsTests {
  @Test func aSpysCallsAreVerifiedWithACountAndMatchers() async {
    let driver = await Driver.counter("use numberFact spy", "send factButtonTapped", "send incrementButtonTapped", "send factButtonTapped")
    #expect(await driver.text("verify numberFact.fetch 2") == "ok: numberFact.fetch exactly 2 calls")
    #expect(await driver.text("verify numberFact.fetch number=1") == "ok: numberFact.fetch(number: 1) exactly 1 call",
      "without a count it is once, as Mockito's verify(mock)")
    #expect(await driver.text("verify numberFact.fetch atLeast 1 number=>=1") == "ok: numberFact.fetch(number: >=1) at least 1 call")
    let wrong = await driver.run("verify numberFact.fetch number=5")
    #expect(wrong.status == .failed)
    #expect(wrong.lines == [
      "FAIL: numberFact.fetch expected exactly 1 call with number: 5, got 0",
      "  calls to numberFact.fetch:", "    1. fetch(0)", "    2. fetch(1)",
    ])
    #expect(await driver.run("verify numberFact.fetch never").lines.first == "FAIL: numberFact.fetch expected no calls, got 2")
  }

  @Test func whatRecordsNoCallsCannotBeVerified() async {
    let driver = await Driver.counter("use numberFact stub")
    #expect(await driver.error("verify numberFact.fetch 1")
      == "error: numberFact is stub and records no calls — use numberFact spy or record or recordingStub or mock to verify them")
    #expect(await driver.error("verify numberFact 1") == "error: 'numberFact' names no method — write <slot>.<method>, e.g. numberFact.fetch")
  }
}

/// Issue 17's fifth point: what users copy from the seeds and the README reaches them.
@MainActor
@Suite("Spellings users copy", .mainSerialExecutor)
struct CopiedSpellingTests {
  @Test func anInputWrittenAsSwiftIsSent() async {
    let driver = await Driver.counter()
    #expect(await driver.lines(#"send factResponse("hi")"#).contains(#"+   fact: "hi","#))
    #expect(await driver.lines(#"send factResponse(fact: "a, b")"#).contains(#"+   fact: "a, b","#))
    #expect(await driver.lines("send .incrementButtonTapped").contains("+   count: 1,"))
    #expect(await driver.lines("send incrementButtonTapped()").contains("+   count: 2,"))
    #expect(await driver.error("send factResponse(") == "error: unknown input 'factResponse(' — did you mean 'factResponse'?")
  }
}
