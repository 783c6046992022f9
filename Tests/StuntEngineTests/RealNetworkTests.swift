import StuntTestSupport
import Testing

@testable import StuntEngine
import StuntTesting

/// `numberFact real` over real HTTP on loopback, through the engine as a user drives it.
@MainActor
@Suite("Real number facts over loopback HTTP", .mainSerialExecutor)
struct RealNetworkTests {
  @Test func factArrivesOverHTTP() async throws {
    let server = try LoopbackHTTPServer { request in .init(body: "\(request.path) is a fact.") }
    defer { server.stop() }
    let driver = await Driver.counter("use numberFact real url=\(server.baseURL)", "set count 7")
    let lines = await driver.lines("send factButtonTapped")
    #expect(lines.contains(#"<- factResponse("/numbers/7 is a fact.")"#))
    #expect(lines.contains(#"+   fact: "/numbers/7 is a fact.","#))
    #expect(server.requests == [.init(method: "GET", path: "/numbers/7")])
    #expect(await driver.text("effects") == "no effects running")
  }

  @Test func serverErrorIsPrintedAsTheEffectsFailure() async throws {
    let server = try LoopbackHTTPServer { _ in .init(status: 503, body: "down") }
    defer { server.stop() }
    let driver = await Driver.counter("use numberFact real url=\(server.baseURL)")
    let report = await driver.run("send factButtonTapped")
    #expect(report.lines.last == "FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact.fetch: the server answered HTTP 503")
    #expect(await driver.text("expect isLoading == true") == "ok: isLoading == true")
  }

  @Test func refusedConnectionIsPrintedWithoutThePort() async throws {
    let refusing = try RefusingPort()
    let driver = await Driver.counter("use numberFact real url=\(refusing.baseURL)")
    let report = await driver.run("send factButtonTapped")
    let failure = try #require(report.lines.last)
    #expect(failure.hasPrefix("FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact.fetch: the request failed (URLError"))
    #expect(!failure.contains(String(refusing.port)))
  }

  @Test func realWithoutABackendSaysHowToGiveItOne() async {
    let driver = await Driver.counter()
    #expect(await driver.lines("send factButtonTapped").last
      == "FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact real has no server: use numberFact real url=http://...")
  }
}

/// What outlives a module: nothing of it. The embedded backend outlives every module, and the
/// first request through a spy starts it.
@MainActor
@Suite("What outlives a module", .mainSerialExecutor)
struct ModuleLifetimeTests {
  /// The backend's serving task used to keep the task-local values of the effect that started
  /// it (its dependency values: the spy, its programmed answers, its calls) for as long as the
  /// backend ran, which LeakSanitizer reported as the stub's value leaked at exit.
  @Test func aBackendStartedThroughASpyKeepsNothingOfTheModule() async {
    let driver = await Driver.counterWithBackend(
      "use numberFact spy", #"stub numberFact.fetch number=0 returns "0 is stubbed.""#, "send incrementButtonTapped")
    weak let answers = (driver.sandbox.loaded as? LoadedModule)?.slots["numberFact"]?.answers
    #expect(answers != nil)
    let lines = await driver.lines("send factButtonTapped")
    #expect(lines.contains { $0.hasPrefix(#"<- factResponse("1 is"#) }, "the real fetch went over HTTP: \(lines)")
    await driver.run("unload")
    #expect(answers == nil, "something the backend started still holds the spy's answers")
  }
}
