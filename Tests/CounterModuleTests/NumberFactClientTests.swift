import Foundation
import StuntKit
import StuntTestSupport
import Testing

@testable import CounterModule

@Suite("NumberFactClient")
struct NumberFactClientTests {
  @Test func liveGetsTheFactOverHTTP() async throws {
    let server = try LoopbackHTTPServer { request in .init(body: "fact for \(request.path)") }
    defer { server.stop() }
    let client = NumberFactClient.live(baseURL: URL(string: server.baseURL + "/numbers"))
    #expect(try await client.fetch(42) == "fact for /numbers/42")
    #expect(server.requests.map(\.path) == ["/numbers/42"])
  }

  @Test func liveTurnsAnHTTPErrorIntoAStatusError() async throws {
    let server = try LoopbackHTTPServer { _ in .init(status: 500, body: "no") }
    defer { server.stop() }
    await #expect(throws: NumberFactError.status(500)) {
      try await NumberFactClient.live(baseURL: URL(string: server.baseURL)).fetch(1)
    }
  }

  @Test func liveWithoutAURLExplainsItself() async {
    await #expect(throws: UnavailableDependency.self) {
      try await NumberFactClient.live(baseURL: nil).fetch(1)
    }
  }

  @Test func stubAnswersWithItsDefaultOrTheProgrammedAnswer() async throws {
    let answers = StubAnswers(slot: "numberFact")
    #expect(try await NumberFactClient.stub(answers).fetch(3) == "3 is a good number.")
    answers.program("fetch", .returns(.string("programmed")))
    #expect(try await NumberFactClient.stub(answers).fetch(3) == "programmed")
    answers.program("fetch", .throws(.string("down")))
    await #expect(throws: StubbedError(value: .string("down"))) { try await NumberFactClient.stub(answers).fetch(3) }
  }

  @Test func spyRecordsEveryFetchEvenWhenItThrows() async throws {
    let answers = StubAnswers(slot: "numberFact")
    let calls = CallLog()
    let spy = NumberFactClient.spy(answers, calls: calls)
    _ = try await spy.fetch(1)
    answers.program("fetch", .throws(.string("down")))
    _ = try? await spy.fetch(2)
    #expect(calls.all.map(\.description) == ["fetch(1)", "fetch(2)"])
  }

  @Test func failingAlwaysThrows() async {
    await #expect(throws: DependencyFailure(slot: "numberFact", method: "fetch")) {
      try await NumberFactClient.failing.fetch(1)
    }
  }

  @Test func variantFollowsTheSlot() async throws {
    let slot = DependencySlot(NumberFactClient.descriptor)
    #expect(slot.variant == "real")
    for variant in NumberFactVariant.allCases {
      #expect(NumberFactClient.descriptor.variant(named: variant.rawValue) != nil)
    }
    slot.use("stub")
    #expect(try await NumberFactClient.variant(of: slot, calls: CallLog()).fetch(5) == "5 is a good number.")
  }
}

@Suite("Clock slot")
struct ClockSlotTests {
  @Test func everyVariantIsDescribed() {
    for variant in ClockVariant.allCases {
      #expect(ClockVariant.descriptor.variant(named: variant.rawValue) != nil)
    }
    #expect(ClockVariant.descriptor.defaultVariant == "real")
  }

  @MainActor
  @Test func testClockIsOnlyOfferedToAdvanceWhileActive() {
    let environment = ModuleEnvironment(for: CounterModule.descriptor)
    let module = CounterModule(environment: environment)
    #expect(module.testClock == nil)
    environment.slots["clock"]?.use("test")
    #expect(module.testClock != nil)
  }
}
