import Foundation
import StuntKit
import StuntTestSupport
import Testing

@testable import StuntEngine
import StuntTesting

/// TestStore's `skipReceivedActions`, `skipInFlightEffects` and `exhaustivity`, per-tick
/// diffs, and what `reset` owes about effects in flight.
@MainActor
@Suite("skip, exhaustivity, advance --each, reset", .mainSerialExecutor)
struct TestStoreDisciplineTests {
  @Test func skipReceivedIsStrictAndMovesTheHeldState() async {
    let driver = await Driver.counter("use clock test", "teststore on", "send toggleTimerButtonTapped")
    let nothing = await driver.run("skip received")
    #expect(nothing.lines == ["FAIL: There were no received actions to skip."])
    #expect(nothing.status == .failed)
    await driver.run("advance 2s")
    let skipped = await driver.lines("skip received")
    #expect(skipped.prefix(2) == ["2 received actions were skipped:", "  <- timerTick x2"])
    #expect(skipped.contains("+   count: 2,"))
    #expect(await driver.count == "2")
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.sandbox.end().lines.isEmpty)
  }

  @Test func skipReceivedLetsPrintedActionsGoToo() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped", "advance 1s")
    #expect(await driver.lines("skip received") == ["1 received action was skipped:", "  <- timerTick"])
    #expect(await driver.lines("receive timerTick timeout=10ms").first?.hasPrefix("FAIL: Expected to receive") == true)
  }

  /// As `skipInFlightEffects`: the store stops waiting for the effect, which runs on.
  @Test func skipEffectsLetsGoWithoutCancellingAndIsStrictAsTestStore() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let origin = "toggleTimerButtonTapped (cancellable id: timer), started by `send toggleTimerButtonTapped` (command 3)"
    let report = await driver.run("skip effects")
    #expect(report.lines == [
      "1 in-flight effect was skipped, originating from:", "  " + origin, "(it runs on: what it sends is still received)",
    ])
    #expect(report.status == .ok)
    #expect(await driver.lines("effects") == ["1 effect running:", "  " + origin + " (skipped)"])
    #expect(await driver.lines("advance 1s").contains("<- timerTick"))
    #expect(await driver.text("receive timerTick") == "ok: received timerTick")
    #expect(await driver.lines("finish").last == "all effects finished")
    let strict = await driver.run("skip effects")
    #expect(strict.lines == ["FAIL: There were no in-flight effects to skip."])
    #expect(strict.status == .failed)
    let lenient = await driver.run("skip effects strict=false")
    #expect(lenient.lines == ["There were no in-flight effects to skip."])
    #expect(lenient.status == .ok)
    let received = await driver.run("skip received strict=false")
    #expect(received.lines == ["There were no received actions to skip."])
    #expect(received.status == .ok)
    #expect(await driver.sandbox.end().lines.isEmpty)
  }

  @Test func effectsCancelCancelsAndNamesEach() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    #expect(await driver.lines("effects cancel") == [
      "1 in-flight effect was cancelled, originating from:",
      "  toggleTimerButtonTapped (cancellable id: timer), started by `send toggleTimerButtonTapped` (command 3)",
    ])
    #expect(await driver.text("effects") == "no effects running")
    #expect(await driver.text("effects cancel") == "no effects running")
    #expect(await driver.lines("advance 1s") == ["(no state change)"])
  }

  @Test func exhaustivityChangesMidSession() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    #expect(await driver.text("exhaustivity off") == "exhaustivity: on -> off")
    let unloaded = await driver.run("unload")
    #expect(unloaded.status == .ok)
    #expect(unloaded.lines.first?.hasPrefix("an effect returned for toggleTimerButtonTapped is still running") == true)
    await driver.run("load counter")
    await driver.run("use clock test")
    await driver.run("send toggleTimerButtonTapped")
    #expect(await driver.text("exhaustivity on") == "exhaustivity: off -> on")
    #expect(await driver.run("unload").status == .failed)
    #expect(await driver.error("exhaustivity maybe")?.hasPrefix("error: unknown setting 'maybe'") == true)
    #expect(await driver.error("exhaustivity on showSkippedAssertions")?.hasPrefix("error: exhaustivity takes on, off, off showSkippedAssertions") == true)
  }

  @Test func advanceEachPrintsEveryTickWithItsDiff() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let each = await driver.lines("advance 2s --each")
    #expect(each.filter { $0.hasPrefix("<-") } == ["<- timerTick", "<- timerTick"])
    #expect(each.contains("+   count: 1,") && each.contains("+   count: 2,"))
    // Folding comes back for the next advance.
    #expect(await driver.lines("advance 2s").filter { $0.hasPrefix("<-") } == ["<- timerTick x2"])
    await driver.run("send toggleTimerButtonTapped")
  }

  @Test func resetReportsEachEffectItCancels() async {
    let driver = await Driver.counter("use clock test", "send toggleTimerButtonTapped")
    let report = await driver.run("reset")
    #expect(report.lines == [
      "FAIL: an effect returned for toggleTimerButtonTapped is still running (started by `send toggleTimerButtonTapped`, command 3); reset cancelled it",
      "reset counter (clock: test, numberFact: real)",
    ])
    #expect(report.status == .failed)
    await driver.run("send toggleTimerButtonTapped")
    await driver.run("exhaustivity off")
    let quiet = await driver.run("reset")
    #expect(quiet.status == .ok)
    #expect(quiet.lines.first?.hasSuffix("reset cancelled it") == true)
  }
}

/// swift-dependencies' test context: `context test` starts every slot at its test value.
@MainActor
@Suite("context test", .mainSerialExecutor)
struct TestContextTests {
  func greeter() async -> Driver {
    let driver = Driver(modules: [.counter, GreeterModule.entry])
    #expect(await driver.text("context test") == "context: live -> test")
    #expect(await driver.text("load greeter") == "loaded greeter in a test context (greeter: real, mailer: failing)")
    return driver
  }

  @Test func slotsStartAtTheirTestValues() async {
    let driver = Driver(settings: { var settings = SandboxSettings(); settings.context = .test; return settings }())
    #expect(await driver.text("load counter") == "loaded counter in a test context (clock: unimplemented, numberFact: unimplemented)")
    let fetched = await driver.run("send factButtonTapped")
    #expect(fetched.lines.contains { $0.hasPrefix("FAIL: Unimplemented: NumberFactClient.fetch") })
    #expect(await driver.run("send incrementButtonTapped").status == .ok)
  }

  @Test func aLiveSlotWithNoTestValueIsReportedOnItsFirstUse() async {
    let driver = await greeter()
    // Reading the state (which names the greeter) and an input that uses nothing are no use.
    #expect(await driver.run("state").status == .ok)
    #expect(await driver.run("send nothing").status == .ok)
    let greeted = await driver.run("send greet")
    #expect(greeted.lines.last
      == #"FAIL: @Dependency(\.greeter) has no test implementation, but was accessed from a test context — its live value served the call; choose one: use greeter real, or a double"#)
    #expect(greeted.lines.contains(#"+   greeting: "hello, Stunt","#))
    #expect(await driver.run("send greet").status == .ok)
    // A new instance reports again; a slot the session chose is not reported.
    #expect(await driver.run("reset").status == .ok)
    #expect(await driver.run("send greet").status == .failed)
    await driver.run("use greeter real")
    await driver.run("reset")
    #expect(await driver.run("send greet").status == .ok)
  }

  @Test func aFailingTestValueFailsItsUse() async {
    let driver = await greeter()
    #expect(await driver.lines("send mail").contains("FAIL: mail: the mailer is down"))
  }

  /// `run` of a session file runs its directives first, as the commands they stand for.
  @Test func runStartsASessionFileAsItsDirectivesSay() async throws {
    let folder = try TemporaryFolder()
    let path = folder.appendingPathComponent("tested.session").path
    try "% context test\n% teststore on\n\n  > load counter\n  > use numberFact stub\n  > send factButtonTapped\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let driver = Driver()
    let lines = await driver.lines("run \(path)")
    #expect(lines.prefix(4) == [">> context test", "context: live -> test", ">> teststore on", "teststore: off -> on"])
    #expect(lines.contains("loaded counter in a test context (clock: unimplemented, numberFact: unimplemented)"))
    #expect(lines.last == #"queued <- factResponse("0 is a good number.")"#)
  }

  @Test func theContextAppliesFromTheNextLoad() async {
    let driver = Driver()
    await driver.run("load counter")
    #expect(await driver.text("context test") == "context: live -> test (from the next load; counter stays as loaded)")
    #expect(await driver.text("deps").contains("real"))
    #expect(await driver.text("load counter").hasSuffix("in a test context (clock: unimplemented, numberFact: unimplemented)"))
    #expect(await driver.error("context preview")?.hasPrefix("error: unknown") == true)
  }
}
