import StuntKit
import Testing

@testable import StuntEngine
import StuntTesting

/// TCA TestStore's `receive`, typed as a TestStore user would write it.
@MainActor
@Suite("receive and teststore on", .mainSerialExecutor)
struct ReceiveTests {
  /// The counter on a test clock, its timer started, with `teststore on`.
  func ticking() async -> Driver {
    await Driver.counter("use clock test", "teststore on", "send toggleTimerButtonTapped")
  }

  @Test func aReceivedActionWaitsUntilReceiveAppliesIt() async {
    let driver = await ticking()
    #expect(await driver.lines("advance 1s") == ["(no state change)", "queued <- timerTick"])
    #expect(await driver.count == "0")
    #expect(await driver.text("expect count == 0") == "ok: count == 0")
    #expect(await driver.lines("receive timerTick") == [
      "<- timerTick",
      "  CounterFeature.State(",
      "-   count: 0,",
      "+   count: 1,",
      "    fact: nil,",
      "    isLoading: false,",
      "    isTimerRunning: true",
      "  )",
    ])
    #expect(await driver.count == "1")
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.sandbox.end().lines.isEmpty)
    #expect(driver.sandbox.exitStatus == 0)
  }

  @Test func eachActionOfARunIsReceivedOnItsOwn() async {
    let driver = await ticking()
    #expect(await driver.lines("advance 3s") == ["(no state change)", "queued <- timerTick x3"])
    for count in 1...3 {
      #expect(await driver.lines("receive timerTick").contains("+   count: \(count),"))
    }
    #expect(await driver.count == "3")
  }

  @Test func nothingReceivedFailsInTestStoresWords() async {
    let driver = await ticking()
    let report = await driver.run("receive timerTick timeout=100ms")
    #expect(report.lines == [
      "FAIL: Expected to receive an action, but received none after 0.1 seconds.",
      "  There are effects in-flight. If you are using a test clock, advance it so that the effects may complete; "
        + "otherwise try increasing the duration of this assertion's \"timeout\".",
    ])
    #expect(report.status == .failed)
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.lines("receive timerTick timeout=10ms").last
      == "  There are no in-flight effects that could deliver this action. Could the effect you expected to deliver this action have been cancelled?")
  }

  /// With nothing queued and no effect that could send an action, TestStore fails at once: an
  /// hour's timeout is not waited out (the time limit fails the test if it were).
  @Test(.timeLimit(.minutes(1))) func nothingThatCouldArriveFailsAtOnce() async {
    let driver = await Driver.counter("teststore on")
    let report = await driver.run("receive timerTick timeout=1h")
    #expect(report.lines == [
      "FAIL: Expected to receive an action, but received none.",
      "  There are no in-flight effects that could deliver this action. Could the effect you expected to deliver this action have been cancelled?",
    ])
    #expect(report.status == .failed)
  }

  /// TestStore's `finish` asserts the received actions before it waits: one left queued fails it
  /// under exhaustivity on, is said under showSkippedAssertions, and stays for `receive`.
  @Test func finishFailsOnActionsLeftQueued() async {
    let driver = await Driver.counter("use numberFact stub", "teststore on", "send factButtonTapped")
    let finished = await driver.run("finish")
    #expect(finished.lines == [
      "FAIL: The store received 1 unexpected action.",
      "  Unhandled actions:",
      #"    <- factResponse("0 is a good number.")"#,
      "(no state change)",
      "all effects finished",
    ])
    #expect(finished.status == .failed)
    await driver.run("exhaustivity off showSkippedAssertions")
    #expect(await driver.lines("finish").first == "skipped: The store received 1 unexpected action.")
    #expect(await driver.lines("receive factResponse").first == "<- factResponse(\"0 is a good number.\")")
    #expect(await driver.run("finish").status == .ok)
  }

  /// As TestStore's `send`: the failure, then the send; the waiting actions go first, their
  /// change shown, so the send's own diff starts where they left the state.
  @Test func aSendWithActionsWaitingFailsAndThenSends() async {
    let driver = await ticking()
    await driver.run("advance 2s")
    let report = await driver.run("send incrementButtonTapped")
    let change = { (from: Int, to: Int) in
      ["  CounterFeature.State(", "-   count: \(from),", "+   count: \(to),", "    fact: nil,", "    isLoading: false,",
       "    isTimerRunning: true", "  )"]
    }
    #expect(report.lines == [
      "FAIL: Must handle 2 received actions before sending an action.",
      "  Unhandled actions:",
      "    <- timerTick x2",
    ] + change(0, 2) + change(2, 3))
    #expect(report.status == .failed)
    #expect(await driver.count == "3")
    let next = await driver.run("send incrementButtonTapped")
    #expect(next.status == .ok)
    #expect(next.lines.contains("+   count: 4,"))
  }

  @Test func actionsLeftAtTheEndFailTheSession() async {
    let driver = await ticking()
    await driver.run("advance 1s")
    await driver.run("skip effects")
    let end = await driver.sandbox.end()
    #expect(end.lines == ["FAIL: The store received 1 unexpected action.", "  Unhandled actions:", "    <- timerTick"])
    #expect(end.status == .failed)
    #expect(driver.sandbox.exitStatus == 1)
  }

  @Test func exhaustivityOffLetsLeftActionsGoAndCanShowThem() async {
    let quiet = await ticking()
    await quiet.run("advance 1s")
    await quiet.run("exhaustivity off")
    #expect(await quiet.sandbox.end().lines.isEmpty)
    #expect(quiet.sandbox.exitStatus == 0)

    let shown = await ticking()
    await shown.run("advance 1s")
    #expect(await shown.text("exhaustivity off showSkippedAssertions") == "exhaustivity: on -> off showSkippedAssertions")
    let end = await shown.sandbox.end()
    #expect(end.lines.contains("skipped: The store received 1 unexpected action."))
    #expect(end.lines.contains { $0.hasPrefix("skipped: an effect returned for toggleTimerButtonTapped is still running") })
    #expect(end.status != .failed)
  }

  @Test func aWrongActionFailsAndIsAppliedAsTestStoreDoes() async {
    let driver = await ticking()
    await driver.run("advance 1s")
    let report = await driver.run("receive factResponse")
    #expect(report.lines.first == "FAIL: Received unexpected action: timerTick — expected factResponse")
    #expect(report.lines.contains("+   count: 1,"))
    #expect(report.status == .failed)
  }

  @Test func exhaustivityOffSkipsToTheMatchingAction() async {
    let driver = await Driver.counter("use clock test", "teststore on", "exhaustivity off showSkippedAssertions")
    await driver.run("use numberFact stub")
    await driver.run("send toggleTimerButtonTapped")
    await driver.run("advance 2s")
    let sent = await driver.lines("send toggleTimerButtonTapped")
    #expect(sent.prefix(2) == ["skipped: 2 received actions were skipped:", "  <- timerTick x2"])
    #expect(sent.contains("+   count: 2,"))
    await driver.run("send factButtonTapped")
    let received = await driver.lines(#"receive factResponse "2 is a good number.""#)
    #expect(received.first == #"<- factResponse("2 is a good number.")"#)
    #expect(received.contains(#"+   fact: "2 is a good number.","#))
  }

  @Test func aPayloadIsMatchedByValueOrPredicate() async {
    let driver = await Driver.counter("use numberFact stub", "teststore on")
    await driver.run("send factButtonTapped")
    #expect(await driver.lines(#"receive factResponse contains("good")"#).first == #"<- factResponse("0 is a good number.")"#)
    await driver.run("send factButtonTapped")
    #expect(await driver.lines(#"receive factResponse "no""#).first
      == #"FAIL: Received unexpected action: factResponse("0 is a good number.") — expected factResponse "no""#)
    #expect(await driver.error("receive factResponse >=3") == "error: fact of factResponse is String; >=3 can never match it")
    #expect(await driver.error("receive nope")?.hasPrefix("error: unknown input 'nope'") == true)
  }

  @Test func teststoreOffIsRefusedWhileActionsWait() async {
    let driver = await ticking()
    await driver.run("advance 1s")
    #expect(await driver.error("teststore off") == "error: 1 received action waits — receive or skip them first (skip received)")
    await driver.run("receive timerTick")
    #expect(await driver.text("teststore off") == "teststore: on -> off")
    #expect(await driver.lines("advance 1s").first == "<- timerTick")
  }

  /// A real clock: the tick comes a second later, within a 2s timeout, and not within 100ms.
  @Test func aRealClockTickArrivesWithinTheTimeout() async {
    let driver = await Driver.counter("teststore on", "send toggleTimerButtonTapped")
    let received = await driver.run("receive timerTick timeout=2s")
    #expect(received.status == .ok)
    #expect(received.lines.first == "<- timerTick")
    #expect(received.lines.contains("+   count: 1,"))
    let early = await driver.run("receive timerTick timeout=100ms")
    #expect(early.lines.first == "FAIL: Expected to receive an action, but received none after 0.1 seconds.")
    await driver.run("exhaustivity off")
    await driver.run("send toggleTimerButtonTapped")
  }
}

/// `receive` without `teststore on`: it asserts the `<- action` lines already printed.
@MainActor
@Suite("receive over printed actions", .mainSerialExecutor)
struct PrintedReceiveTests {
  @Test func aFoldedRunIsReceivedOneActionAtATime() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    #expect(await driver.lines("advance 2s").first == "<- timerTick x2")
    #expect(await driver.text("receive timerTick") == "ok: received timerTick")
    #expect(await driver.text("receive timerTick") == "ok: received timerTick")
    #expect(await driver.lines("receive timerTick timeout=10ms").first
      == "FAIL: Expected to receive an action, but received none after 0.01 seconds.")
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func theNextPrintedActionMustBeTheOneNamed() async {
    let driver = await Driver.counter("use clock test", "use numberFact stub", "send factButtonTapped")
    #expect(await driver.text("receive timerTick").hasPrefix("FAIL: Received unexpected action: factResponse"))
    await driver.run("send factButtonTapped")
    #expect(await driver.text(#"receive factResponse "0 is a good number.""#) == #"ok: received factResponse("0 is a good number.")"#)
  }

  @Test func unassertedPrintedActionsDoNotFailTheSession() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped", "advance 1s", "send toggleTimerButtonTapped")
    #expect(await driver.sandbox.end().lines.isEmpty)
    #expect(driver.sandbox.exitStatus == 0)
  }
}

