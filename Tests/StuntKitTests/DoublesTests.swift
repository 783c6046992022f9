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

  @Test func slotsSwitchVariantsAndRemember() {
    let slot = DependencySlot(SlotDescriptor(
      name: "clock", summary: "", variants: [VariantDescriptor("real", kind: .real, summary: ""), VariantDescriptor(.stub, summary: "")],
      defaultVariant: "real"))
    #expect(slot.variant == "real" && slot.kind == .real)
    let previous = slot.use("stub", options: ["x": .int(1)])
    #expect(previous.variant == "real")
    #expect(slot.variant == "stub" && slot.kind == .stub && slot.options == ["x": .int(1)])
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
