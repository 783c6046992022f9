import Testing

@testable import StuntKit

@Suite("Stub answers, call log, slots")
struct DoublesTests {
  @Test func respondDecodesFallsBackOrReportsNoAnswer() throws {
    let answers = StubAnswers(slot: "loggedInBuilder")
    #expect(throws: NoAnswer(slot: "loggedInBuilder", method: "build")) {
      try answers.respond(to: "build", decode: { $0 })
    }
    #expect(try answers.respond(to: "build", decode: { $0 }, fallback: { .word("default") }) == .word("default"))
    answers.program("build", .returns(.word("LoggedInRoutingMock")))
    #expect(try answers.respond(to: "build", decode: { $0 }) == .word("LoggedInRoutingMock"))
    answers.program("build", .throws(.string("boom")))
    #expect(throws: StubbedError(value: .string("boom"))) { try answers.respond(to: "build", decode: { $0 }) }
    answers.program("build", nil)
    #expect(answers.programmed.isEmpty)
    #expect(NoAnswer(slot: "loggedInBuilder", method: "build").description.contains("its answer must be set"))
  }

  @Test func callLogKeepsOrderAcrossSlots() {
    let log = CallLog()
    log.record("interactor", "activate")
    log.record("loggedInBuilder", "build", [.init("listener", .word("RootInteractor#1"))])
    log.record("interactor", "activate")
    #expect(log.all.map(\.sequence) == [1, 2, 3])
    #expect(log.calls(to: "interactor").count == 2)
    #expect(log.calls(to: "loggedInBuilder", method: "build").map(\.description) == ["build(listener: RootInteractor#1)"])
    log.clear()
    #expect(log.all.isEmpty)
  }

  @Test func slotsSwitchVariantsAndRefuseUnknownOnes() throws {
    let slot = DependencySlot(Greeting.slot.descriptor)
    #expect(slot.variant == "real" && slot.kind == .real)
    let previous = try slot.use("stub", options: ["x": .int(1)])
    #expect(slot.descriptor.variants[previous.index].name == "real")
    #expect(slot.variant == "stub" && slot.kind == .stub && slot.options == ["x": .int(1)])
    #expect(throws: ModuleError("greeting has no variant 'fake'")) { try slot.use("fake") }
    #expect(slot.variant == "stub")
  }

  @MainActor @Test func theVariantUseChoseIsTheOneThatRunsAndIsKept() throws {
    let environment = ModuleEnvironment(slots: DependencySlots([Greeting.slot.descriptor]))
    let greeting = environment.dependency(Greeting.slot)
    #expect(greeting.current.text == "real" && greeting.slot.servedVariant == "real")
    try greeting.slot.use("spy")
    let spy = greeting.current
    #expect(spy.text == "spy of real" && greeting.slot.servedVariant == "spy")
    try greeting.slot.use("real")
    try greeting.slot.use("spy")
    #expect(greeting.current === spy, "swapping back finds the object made before")
    #expect(environment.dependency(Greeting.slot) === greeting, "one live slot per slot and instance")
  }

  @Test func issuesAreSummarizedToOneDeterministicLine() {
    let message = """
      Unimplemented: NumberFactClient.fetch …

        Defined in 'unimplemented' at:
          CounterModule/NumberFactClient.swift:99

        Invoked with:
          0
      """
    #expect(IssueCapture.summarize(message) == "Unimplemented: NumberFactClient.fetch (invoked with 0)")
    #expect(IssueCapture.summarize("Unimplemented: Clock.sleep") == "Unimplemented: Clock.sleep")
  }
}

/// A slot whose clients say which variant made them; the spy wraps the real one.
private final class Greeting {
  let text: String
  init(_ text: String) { self.text = text }

  static let real = Variant<Greeting>.real(summary: "the real greeting") { _ in Greeting("real") }
  static let slot = Slot<Greeting>(
    "greeting", summary: "says hello",
    variants: [
      real,
      Variant(.stub, summary: "a canned greeting") { _ in Greeting("stub") },
      Variant(.spy, summary: "wraps the real one") { context in Greeting("spy of " + context.client(of: real).text) },
    ])
}
