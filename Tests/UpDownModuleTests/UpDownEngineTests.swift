import ConcurrencyExtras
import StuntBackend
import StuntEngine
import StuntKit
import StuntSession
import StuntTestSupport
import Testing

@testable import UpDownModule
import StuntTesting

/// The up/down module as a user drives it: the issue's done-when, each variant, each failure
/// path, and bad input.
@MainActor
@Suite("updown through the engine", .mainSerialExecutor)
struct UpDownEngineTests {
  let sandbox: Sandbox

  init() {
    sandbox = Sandbox(modules: [UpDownModule.entry], backend: EmbeddedBackend())
  }

  @discardableResult
  func run(_ line: String) async -> CommandReport {
    await sandbox.execute(line)
  }

  /// A sandbox that waits less for real I/O, so a slow server answers after the command.
  static func sandbox(settleTime: Duration) -> Sandbox {
    var settings = SandboxSettings()
    settings.settleTime = settleTime
    return Sandbox(modules: [UpDownModule.entry], settings: settings, backend: EmbeddedBackend())
  }

  func run(_ lines: [String]) async {
    for line in lines { await run(line) }
  }

  func state(_ path: String) async -> String {
    await run("state \(path)").text
  }

  /// Mockito's spy wraps the real session, which asks the backend; a programmed answer for the
  /// URLs it matches takes over. `recordingStub` answers as the seed's stub does.
  @Test func theSpyWrapsTheRealSessionUntilStubbed() async {
    await run(["load updown", "use urlSession spy"])
    await run("send reset")
    #expect(await run("backend log").lines.count == 1, "the spy asked the backend")
    await run(#"stub urlSession.dataTask url=contains("randomnumberapi") returns data="[9]" status=200"#)
    await run("send reset")
    #expect(await state("randomValue") == "9")
    #expect(await run("backend log").lines.count == 1)
    #expect(await run("verify urlSession.dataTask 2").status == .ok)
    await run(["stub urlSession.dataTask clear", "use urlSession recordingStub", "send reset"])
    #expect(await state("randomValue") == "3", "the seed's DummyData")
    #expect(await run("backend log").lines.count == 1)
    _ = await sandbox.end()
  }

  @Test func theSeedsTestStubbedWithThree() async {
    await run(["load updown", "use urlSession stub", #"stub urlSession.dataTask returns data="[3]" status=200"#])
    let reset = await run("send reset")
    #expect(reset.lines.prefix(2) == ["(no state change)", #"<- completionHandler(data: "[3]", response: 200, error: nil)"#])
    #expect(reset.lines.contains("+   randomValue: 3,"))
    #expect(await run("finish 10s").lines.last == "all effects finished")
    #expect(await run("expect randomValue == 3").status == .ok)
    #expect(await state("completionCalls") == "1")
    #expect(await run("backend log").lines == ["no requests"])
    _ = await sandbox.end()
  }

  @Test func theRealSessionAsksTheEmbeddedBackend() async {
    await run(["load updown", "backend random-seed 42"])
    let reset = await run("send reset")
    #expect(reset.lines.contains(#"<- completionHandler(data: "[23]", response: 200, error: nil)"#))
    #expect(await state("randomValue") == "23")
    #expect(await run("backend log").lines == ["1. GET /api/v1.0/random?min=1&max=30&count=1 -> 200"])
    // The same seed, the same number: a replayable lesson.
    await run(["backend random-seed 42", "send reset"])
    #expect(await state("randomValue") == "23")
    _ = await sandbox.end()
  }

  @Test func urlPointsTheRealSessionAtAnotherServer() async throws {
    let server = try LoopbackHTTPServer { _ in .init(body: "[17]") }
    await run(["load updown", "use urlSession real url=http://127.0.0.1:\(server.port)/game"])
    await run("send reset")
    #expect(await state("randomValue") == "17")
    #expect(server.requests.map(\.path) == ["/game/api/v1.0/random?min=1&max=30&count=1"])
    #expect(await run("backend log").lines == ["no requests"])
    _ = await sandbox.end()
  }

  @Test func aSlowServerAnswersAfterTheCommandAndFinishWaitsForIt() async {
    let sandbox = Self.sandbox(settleTime: .milliseconds(100))
    for line in ["load updown", "backend random-seed 42", "backend latency 1s"] { _ = await sandbox.execute(line) }
    #expect(await sandbox.execute("send reset").lines == ["(no state change)"])
    #expect(await sandbox.execute("effects").lines.first == "1 effect running:")
    let tooShort = await sandbox.execute("finish 10ms")
    #expect(tooShort.status == .failed)
    #expect(tooShort.lines.first == "(no state change)", "finish waits no longer than its own timeout")
    let finish = await sandbox.execute("finish 5s")
    #expect(finish.lines.first == #"<- completionHandler(data: "[23]", response: 200, error: nil)"#)
    #expect(finish.lines.last == "all effects finished")
    _ = await sandbox.end()
  }

  @Test func unloadingDuringASlowRequestLeavesNothingWaiting() async {
    let sandbox = Self.sandbox(settleTime: .milliseconds(50))
    for line in ["load updown", "backend latency 2s", "send reset"] { _ = await sandbox.execute(line) }
    let unload = await sandbox.execute("unload")
    #expect(unload.lines.contains { $0.contains("reset") }, "unload names the reset still running")
    #expect(await sandbox.execute("load updown").status == .ok)
    #expect(await sandbox.execute("state randomValue").text == "0")
    _ = await sandbox.end()
  }

  @Test(arguments: [
    (#"stub urlSession.dataTask returns data="[""#, #".unreadableBody("[")"#),
    (#"stub urlSession.dataTask returns data="[]""#, #".unreadableBody("[]")"#),
    (#"stub urlSession.dataTask returns data="\"three\"""#, ##".unreadableBody(#""three""#)"##),
    (#"stub urlSession.dataTask returns data="[5]" status=503"#, ".status(503)"),
    (#"stub urlSession.dataTask returns data="[5]" status=nil"#, ".noHTTPResponse"),
    (#"stub urlSession.dataTask throws "offline""#, #".requestFailed("offline")"#),
  ])
  func eachBadAnswerIsShownAndKeepsTheNumber(_ program: String, _ failure: String) async {
    await run(["load updown", "use urlSession stub", "send reset", program])
    let reset = await run("send reset")
    #expect(reset.status == .ok)
    #expect(reset.lines.contains("+   resetFailure: \(failure),"))
    #expect(await state("randomValue") == "3")
    #expect(await state("completionCalls") == "1")
    _ = await sandbox.end()
  }

  @Test func aFailingServerAndAGarbledBodyReachTheGameAsTheyWould() async {
    await run(["load updown", "backend fail 503 \"maintenance\" 1"])
    #expect(await run("send reset").lines.contains("+   resetFailure: .status(503),"))
    await run("backend garble 1")
    #expect(await run("send reset").lines.contains(#"+   resetFailure: .unreadableBody("5 bytes that are not UTF-8"),"#))
    #expect(await state("randomValue") == "0")
    _ = await sandbox.end()
  }

  @Test func theSpyRecordsTheSeedsURLAndTheMockChecksTheCount() async {
    await run(["load updown", "use urlSession spy", "send reset"])
    #expect(await run("calls urlSession").lines == [
      "urlSession.dataTask: 1 call",
      #"  1. dataTask(url: "http://www.randomnumberapi.com/api/v1.0/random?min=1&max=30&count=1")"#,
    ])
    await run(["use urlSession mock", "mock urlSession.dataTask 1", "send reset"])
    #expect(await run("verify").status == .ok)
    let second = await run("send reset")
    #expect(second.status == .failed)
    _ = await sandbox.end()
  }

  @Test func theFailingSessionFailsAndTheDummyIsReported() async {
    await run(["load updown", "use urlSession failing"])
    #expect(await run("send reset").lines.contains(
      #"+   resetFailure: .requestFailed("urlSession.dataTask failed (the failing double always fails)"),"#))
    await run("use urlSession dummy")
    await run(["set randomValue 7", "send guess 5"])
    #expect(await state("lastAnswer") == ".up", "guessing never touches the dummy")
    let reset = await run("send reset")
    #expect(reset.status == .failed)
    #expect(reset.lines.contains { $0.hasPrefix("FAIL: urlSession is a dummy") })
    _ = await sandbox.end()
  }

  @Test func aGameIsPlayedToTheEndAndAGuessedNumberTakesNoMoreGuesses() async {
    await run(["load updown", "use urlSession stub", "send reset"])
    for (guess, answer) in [(10, ".down"), (1, ".up"), (3, ".correct")] {
      await run("send guess \(guess)")
      #expect(await state("lastAnswer") == answer)
    }
    #expect(await state("tryCount") == "3")
    #expect(await run("send guess 4").lines == ["error: 3 was guessed in 3 tries; send reset for a new number"])
    await run("send reset")
    #expect(await state("lastAnswer") == "nil")
    #expect(await state("tryCount") == "0")
    _ = await sandbox.end()
  }

  @Test func badInputGetsOneErrorLineAndLosesNothing() async {
    await run("load updown")
    let rejected: [(String, String)] = [
      ("send guess 5", "error: there is no number to guess yet: send reset (or set randomValue)"),
      ("send guess five", "error: guess's number is Int; got five (a String)"),
      ("send guess 31", "error: a guess is a number from 1 to 30; got 31"),
      ("send guess 0", "error: a guess is a number from 1 to 30; got 0"),
      ("set randomValue 99", "error: randomValue is a number from 1 to 30; got 99"),
      ("stub urlSession.dataTask returns 3", #"error: urlSession.dataTask returns data="[3]" status=200 (either may be left out); got 3"#),
      ("stub urlSession.dataTask returns status=99", "error: urlSession.dataTask takes a status from 100 to 599 (or nil for an answer that is not HTTP); got status=99"),
      ("stub urlSession.dataTask returns data=1 data=2", "error: data= is given twice"),
      ("stub urlSession.dataTask returns data=[3] 200", "error: '200' is not key=value — give one value ({\"key\": \"value\"}), or key=value pairs"),
    ]
    for (line, error) in rejected {
      let report = await run(line)
      #expect(report.status == .rejected, "\(line)")
      #expect(report.lines == [error], "\(line)")
    }
    await run(["use urlSession stub", "send reset"])
    #expect(await state("randomValue") == "3", "the session went on")
    _ = await sandbox.end()
  }

  @Test func explainDummyDataTellsStubDataFromADummy() async {
    await run("load updown")
    let lines = await run("explain dummy-data").lines
    #expect(lines.first?.hasPrefix("dummy-data: seed 001 calls its canned answer `DummyData`") == true)
    #expect(lines.contains { $0.contains("use urlSession dummy, set randomValue 7, send guess 5") })
    _ = await sandbox.end()
  }

  /// A call the completion handler feeds back (`<- completionHandler(…)`) is no input, yet
  /// `receive` asserts it by name and by its printed arguments once it has arrived.
  @Test func aCompletionHandlerIsReceivedByNameAndArguments() async {
    await run(["load updown", "use urlSession stub", "send reset"])
    #expect(await run("receive completionHandler response=200").text
      == #"ok: received completionHandler(data: "[3]", response: 200, error: nil)"#)
    await run(["teststore on", "send reset"])
    let wrong = await run(#"receive completionHandler data=contains("3") response=>=500"#)
    #expect(wrong.lines.first
      == #"FAIL: Received unexpected action: completionHandler(data: "[3]", response: 200, error: nil) — expected completionHandler data=contains("3") response=>=500"#)
    #expect(wrong.status == .failed)
    let gone = await run("receive completionHandler")
    #expect(gone.status == .rejected)
    #expect(gone.text.hasPrefix("error: unknown input 'completionHandler'"))
  }
}
