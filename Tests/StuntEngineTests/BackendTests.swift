import Foundation
import StuntBackend
import StuntKit
import StuntTestSupport
import Testing

@testable import StuntEngine
import StuntTesting

/// `numberFact real` through the embedded backend, and the `backend` command.
@MainActor
@Suite("The embedded backend through the engine", .mainSerialExecutor)
struct BackendTests {
  @Test func realFetchesFromTheBackendByDefault() async {
    let driver = await Driver.counterWithBackend("set count 42")
    #expect(await driver.text("backend") == "backend: not running (it starts when a real network dependency is first used)")
    let lines = await driver.lines("send factButtonTapped")
    #expect(lines.contains(#"<- factResponse("42 is the answer to the Ultimate Question of Life, the Universe, and Everything.")"#))
    #expect(await driver.text("backend") == "backend: running, 1 request served")
    #expect(await driver.lines("backend log") == ["1. GET /numbers/42 -> 200"])
    _ = await driver.sandbox.end()
  }

  @Test func faultsReachTheFeatureAsItsErrors() async {
    let driver = await Driver.counterWithBackend()
    #expect(await driver.text(#"backend fail 503 "maintenance" 1"#) == #"backend: the next request fails with 503 "maintenance""#)
    #expect(await driver.lines("send factButtonTapped").last
      == "FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact.fetch: the server answered HTTP 503")
    #expect(await driver.text("backend garble") == "backend: every request gets a garbled body until `backend reset`")
    #expect(await driver.lines("send factButtonTapped").last
      == "FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact.fetch: the answer is not text")
    #expect(await driver.text("backend reset") == "backend reset: no latency, no failures, empty log and stores")
    #expect(await driver.lines("send factButtonTapped").contains { $0.hasPrefix("<- factResponse(") })
    _ = await driver.sandbox.end()
  }

  @Test func aSlowAnswerArrivesAfterTheCommandAndPrintsBeforeTheNext() async throws {
    // The server holds its answer until the test opens the gate: slower than any settle time,
    // whatever the load on the machine.
    let gate = DispatchSemaphore(value: 0)
    let server = try LoopbackHTTPServer { request in
      gate.wait()
      return .init(body: "late fact")
    }
    defer { server.stop() }
    var settings = SandboxSettings()
    settings.settleTime = .milliseconds(50)
    let driver = await Driver.counter(backend: nil, ["use numberFact real url=\(server.baseURL)"], settings: settings)
    let sent = await driver.lines("send factButtonTapped")
    #expect(sent.contains("+   isLoading: true,"))
    #expect(!sent.contains { $0.hasPrefix("<-") })
    #expect(await driver.lines("effects").first == "1 effect running:")
    gate.signal()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while try await driver.sandbox.loaded?.runningEffects.isEmpty == false, clock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    let next = await driver.lines("state count")
    #expect(next.first == #"<- factResponse("late fact")"#)
    #expect(next.last == "0")
    #expect(await driver.text("effects") == "no effects running")
  }

  @Test func theEndOfTheSessionStopsTheServer() async throws {
    let backend = EmbeddedBackend()
    let driver = await Driver.counter(backend: backend, [])
    await driver.run("send factButtonTapped")
    let url = try await backend.baseURL()
    #expect(await backend.status.isRunning)
    _ = await driver.sandbox.end()
    #expect(!(await backend.status.isRunning))
    await #expect(throws: URLError.self) { _ = try await URLSession(configuration: .ephemeral).data(from: url) }
  }

  @Test func backendCommandChecksItsArguments() async {
    let driver = await Driver.counterWithBackend()
    #expect(await driver.text("backend latency off") == "backend latency: none")
    #expect(await driver.text("backend fail 500") == "backend: every request fails with 500 until `backend reset`")
    #expect(await driver.text("backend fail 502 2") == "backend: the next 2 requests fail with 502")
    #expect(await driver.text("backend") == "backend: not running (it starts when a real network dependency is first used)")
    #expect(await driver.text("backend random-seed 7") == "backend random numbers: seeded with 7")
    #expect(await driver.text("backend log") == "no requests")
    #expect(await driver.error("backend fail 200") == "error: backend fail takes an HTTP error status from 400 to 599, e.g. backend fail 503")
    #expect(await driver.error("backend fail 503 two")
      == "error: 'two' is not a number of requests; give a whole number like 2 (quote a message)")
    #expect(await driver.error("backend latency soon") == "error: 'soon' is not a duration — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, at most a year)")
    #expect(await driver.error("backend random-seed -1") == "error: random-seed takes a whole number, e.g. backend random-seed 42")
    #expect(await driver.error("backend explode") == "error: unknown backend verb 'explode' — expected one of: latency, fail, garble, reset, log, random-seed, stop, start")
    #expect(await Driver().error("backend") == "error: this sandbox has no backend")
  }
}

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
