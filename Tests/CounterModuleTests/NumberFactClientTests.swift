import Clocks
import Foundation
import StuntBackend
import StuntKit
import StuntTestSupport
import Testing

@testable import CounterModule

@Suite("NumberFactClient")
struct NumberFactClientTests {
  @Test func liveGetsTheFactFromTheEmbeddedBackend() async throws {
    let backend = EmbeddedBackend()
    let client = NumberFactClient.live(baseURL: NumberFactClient.baseURL(nil, backend))
    #expect(try await client.fetch(42) == "42 is the answer to the Ultimate Question of Life, the Universe, and Everything.")
    #expect(await backend.requests().map(\.target) == ["/numbers/42"])
    await backend.stop()
  }

  @Test func liveGoesWhereTheURLSays() async throws {
    let server = try LoopbackHTTPServer { request in .init(body: "fact for \(request.path)") }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: NumberFactClient.baseURL(URL(string: server.baseURL), nil))
    #expect(try await client.fetch(42) == "fact for /numbers/42")
  }

  @Test func liveTurnsServerErrorsRefusalsAndGarbageIntoItsErrors() async throws {
    let backend = EmbeddedBackend()
    let client = NumberFactClient.live(baseURL: NumberFactClient.baseURL(nil, backend))
    await backend.fail(BackendFault(kind: .status(500, message: nil), remaining: 1))
    await #expect(throws: NumberFactError.status(500)) { try await client.fetch(1) }
    await backend.fail(BackendFault(kind: .garbled, remaining: 1))
    await #expect(throws: NumberFactError.malformedBody) { try await client.fetch(1) }
    await backend.stop()
    let refusing = try RefusingPort()
    let refused = NumberFactClient.live(baseURL: NumberFactClient.baseURL(URL(string: refusing.baseURL), nil))
    await #expect { try await refused.fetch(1) } throws: { error in
      if case .transport = error as? NumberFactError { true } else { false }
    }
  }

  @Test func liveWithoutABackendExplainsItself() async {
    await #expect(throws: UnavailableDependency.self) {
      try await NumberFactClient.live(baseURL: NumberFactClient.baseURL(nil, nil)).fetch(1)
    }
  }

  @MainActor
  @Test func stubAnswersWithItsDefaultOrTheProgrammedAnswer() async throws {
    let numberFact = ModuleEnvironment(for: CounterModule.descriptor).dependency(NumberFactClient.slot)
    try numberFact.slot.use("stub")
    let answers = numberFact.slot.answers
    #expect(try await numberFact.current.fetch(3) == "3 is a good number.")
    answers.program("fetch", .returns(.string("programmed")))
    #expect(try await numberFact.current.fetch(3) == "programmed")
    answers.program("fetch", .throws(.string("down")))
    await #expect(throws: StubbedError(value: .string("down"))) { try await numberFact.current.fetch(3) }
  }

  /// The spy wraps the real client (Mockito's spy): here, with no server, the real fetch fails
  /// as the real one does, until a programmed answer takes over; every call is recorded.
  @MainActor
  @Test func spyRecordsEveryFetchEvenWhenItThrows() async throws {
    let environment = ModuleEnvironment(for: CounterModule.descriptor)
    let numberFact = environment.dependency(NumberFactClient.slot)
    try numberFact.slot.use("spy")
    let spy = numberFact.current
    await #expect { try await spy.fetch(1) } throws: { "\($0)".contains("has no server") }
    numberFact.slot.answers.program("fetch", .throws(.string("down")))
    await #expect(throws: StubbedError(value: .string("down"))) { try await spy.fetch(2) }
    #expect(environment.calls.all.map(\.description) == ["fetch(1)", "fetch(2)"])
  }

  /// Meszaros' test spy: the stub, recording; it never reaches the real client.
  @MainActor
  @Test func recordingStubAnswersAsTheStub() async throws {
    let environment = ModuleEnvironment(for: CounterModule.descriptor)
    let numberFact = environment.dependency(NumberFactClient.slot)
    try numberFact.slot.use("recordingStub")
    #expect(try await numberFact.current.fetch(1) == "1 is a good number.")
    #expect(environment.calls.all.map(\.description) == ["fetch(1)"])
  }

  @MainActor
  @Test func aMockCountsAThrowingCallAgainstItsExpectation() async throws {
    let environment = ModuleEnvironment(for: CounterModule.descriptor)
    let numberFact = environment.dependency(NumberFactClient.slot)
    try numberFact.slot.use("mock")
    let calls = environment.calls
    calls.becomeMock("numberFact")
    calls.expect(CallExpectation(double: "numberFact", method: "fetch", count: .exactly(1)))
    numberFact.slot.answers.program("fetch", .throws(.string("down")))
    _ = try? await numberFact.current.fetch(2)
    #expect(calls.verify("numberFact").met == 1)
  }

  @MainActor
  @Test func failingAlwaysThrows() async throws {
    let numberFact = ModuleEnvironment(for: CounterModule.descriptor).dependency(NumberFactClient.slot)
    try numberFact.slot.use("failing")
    await #expect(throws: DependencyFailure(slot: "numberFact", method: "fetch")) { try await numberFact.current.fetch(1) }
  }

  @MainActor
  @Test func theClientFollowsTheSlot() async throws {
    let numberFact = ModuleEnvironment(for: CounterModule.descriptor).dependency(NumberFactClient.slot)
    #expect(numberFact.slot.variant == "real")
    try numberFact.slot.use("stub")
    #expect(try await numberFact.current.fetch(5) == "5 is a good number.")
  }
}

@Suite("Clock slot")
struct ClockSlotTests {
  @MainActor
  @Test func testClockIsOnlyOfferedToAdvanceWhileActive() throws {
    let environment = ModuleEnvironment(for: CounterModule.descriptor)
    let module = CounterModule(environment: environment)
    #expect(throws: ModuleError("clock is real; advance moves a test clock — use clock test first")) {
      try module.testClock()
    }
    try environment.slots["clock"]?.use("test")
    #expect((try? module.testClock()) is TestClock<Duration>)
  }
}
