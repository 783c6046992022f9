import Testing

@testable import StuntEngine
import StuntTesting

/// Seed 002's CounterFeatureTests, typed into the REPL as a user would.
@MainActor
@Suite("Seed 002 scenarios through the engine", .mainSerialExecutor)
struct SeedScenarioTests {
  @Test func testCounter() async {
    let driver = await Driver.counter()
    #expect(await driver.lines("send incrementButtonTapped") == [
      "  CounterFeature.State(",
      "-   count: 0,",
      "+   count: 1,",
      "    fact: nil,",
      "    isLoading: false,",
      "    isTimerRunning: false",
      "  )",
    ])
    #expect(await driver.text("expect count == 1") == "ok: count == 1")
    #expect(await driver.lines("send decrementButtonTapped").contains("+   count: 0,"))
    #expect(await driver.text("expect count == 0") == "ok: count == 0")
    #expect(driver.sandbox.exitStatus == 0)
  }

  @Test func testTimer() async {
    let driver = await Driver.counter()
    #expect(await driver.text("use clock test") == "clock: real -> test")
    let toggled = await driver.lines("send toggleTimerButtonTapped")
    #expect(toggled.contains("+   isTimerRunning: true"))
    #expect(!toggled.contains { $0.hasPrefix("<-") })
    #expect(await driver.lines("effects") == [
      "1 effect running:",
      "  toggleTimerButtonTapped (cancellable id: timer), started by `send toggleTimerButtonTapped` (command 3)",
    ])
    #expect(await driver.lines("advance 1s") == [
      "<- timerTick",
      "  CounterFeature.State(",
      "-   count: 0,",
      "+   count: 1,",
      "    fact: nil,",
      "    isLoading: false,",
      "    isTimerRunning: true",
      "  )",
    ])
    #expect(await driver.lines("send toggleTimerButtonTapped").contains("+   isTimerRunning: false"))
    #expect(await driver.text("effects") == "no effects running")
    #expect(await driver.sandbox.end().lines.isEmpty)
    #expect(driver.sandbox.exitStatus == 0)
  }

  /// The issue's done-when script: three ticks folded, count 3, nothing left running.
  @Test func foldedTicks() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let advanced = await driver.lines("advance 3s")
    #expect(advanced.first == "<- timerTick x3")
    #expect(advanced.contains("+   count: 3,"))
    #expect(advanced.filter { $0.hasPrefix("<-") }.count == 1)
    #expect(await driver.lines("state").contains("  count: 3,"))
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.text("effects") == "no effects running")
  }

  @Test func anHourOfTicksFoldsIntoOneLine() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let advanced = await driver.lines("advance 1h")
    #expect(advanced.first == "<- timerTick x3600")
    #expect(advanced.contains("+   count: 3600,"))
  }

  @Test func timerLeftRunningFailsTheSessionLikeTestStore() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let end = await driver.sandbox.end()
    #expect(end.status == .failed)
    #expect(end.lines == [
      "FAIL: an effect returned for toggleTimerButtonTapped is still running (started by `send toggleTimerButtonTapped`, command 3)"
    ])
    #expect(driver.sandbox.exitStatus == 1)
  }

  @Test func swappingNumberFactFromFailingToStubMidSession() async {
    let driver = await Driver.counter("use numberFact failing")
    let failed = await driver.run("send factButtonTapped")
    #expect(failed.status == .failed)
    #expect(failed.lines.last == "FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact.fetch failed (the failing double always fails)")
    #expect(await driver.text("expect isLoading == true") == "ok: isLoading == true")
    #expect(await driver.text("use numberFact stub") == "numberFact: failing -> stub")
    await driver.run(#"stub numberFact.fetch returns "0 is a good number.""#)
    let fetched = await driver.lines("send factButtonTapped")
    #expect(fetched.contains(#"<- factResponse("0 is a good number.")"#))
    #expect(fetched.contains(#"+   fact: "0 is a good number.","#))
    #expect(await driver.text("expect isLoading == false") == "ok: isLoading == false")
    #expect(driver.sandbox.exitStatus == 1)
  }
}
