import Foundation
import Testing

@testable import StuntKit

/// Issue 31, Mockito's and Mockable's vocabulary in StuntKit: answers for the calls whose
/// arguments match, a spy built over the slot's real implementation, counts within a range and
/// `verify order` with arguments.
@MainActor
@Suite("Matched answers, spies over the real thing, ranges and ordered steps")
struct MatchedAnswersTests {
  let zero = CallExpectation.Argument("number", position: 0, .int(0))
  let one = CallExpectation.Argument("number", position: 0, .int(1))
  let atLeastTen = CallExpectation.Argument("number", position: 0, .word(">=10"))

  func call(_ number: Int) -> [CallLog.Argument] { [CallLog.Argument("number", .int(number))] }

  @Test func aMatchedAnswerTakesTheCallsItMatchesAndThePlainOneTheRest() {
    let answers = StubAnswers(slot: "numberFact")
    answers.program("fetch", where: [zero], .returns(.string("first")))
    answers.program("fetch", where: [one], .throws(.string("boom")))
    #expect(answers.take(for: "fetch", arguments: call(0)) == .returns(.string("first")))
    #expect(answers.take(for: "fetch", arguments: call(1)) == .throws(.string("boom")))
    #expect(answers.take(for: "fetch", arguments: call(2)) == nil, "no match and no plain answer: the double's default")
    answers.program("fetch", .returns(.string("plain")))
    #expect(answers.take(for: "fetch", arguments: call(2)) == .returns(.string("plain")))
    #expect(answers.take(for: "fetch", arguments: call(0)) == .returns(.string("first")), "the plain answer does not shadow a matched one")
    // A call recorded without labels matches by position, as `fetch(3)` is.
    #expect(answers.answer(for: "fetch", arguments: [CallLog.Argument(nil, .int(1))]) == .throws(.string("boom")))
  }

  @Test func ofTheMatchedAnswersTheMostRecentThatMatchesWins() {
    let answers = StubAnswers(slot: "numberFact")
    answers.program("fetch", where: [atLeastTen], .returns(.string("big")))
    answers.program("fetch", where: [CallExpectation.Argument("number", position: 0, .word(">=100"))], .returns(.string("huge")))
    #expect(answers.answer(for: "fetch", arguments: call(500)) == .returns(.string("huge")))
    #expect(answers.answer(for: "fetch", arguments: call(50)) == .returns(.string("big")))
    // Programmed again, the older one becomes the most recent.
    answers.program("fetch", where: [atLeastTen], .returns(.string("big again")))
    #expect(answers.answer(for: "fetch", arguments: call(500)) == .returns(.string("big again")))
    #expect(answers.programmed.map(\.description) == [#"fetch number=>=100 returns "huge""#, #"fetch number=>=10 returns "big again""#])
    // The same answer again too, as stubbing it again does in Mockito.
    answers.program("fetch", where: [CallExpectation.Argument("number", position: 0, .word(">=100"))], .returns(.string("huge")))
    #expect(answers.answer(for: "fetch", arguments: call(500)) == .returns(.string("huge")))
  }

  @Test func clearWithArgumentsForgetsOneAndWithoutEveryAnswer() {
    let answers = StubAnswers(slot: "numberFact")
    answers.program("fetch", .returns(.string("plain")))
    answers.program("fetch", where: [zero], .returns(.string("first")))
    answers.program("fetch", where: [one], .returns(.string("second")))
    answers.program("fetch", where: [zero], nil)
    #expect(answers.answer(for: "fetch", arguments: call(0)) == .returns(.string("plain")))
    #expect(answers.answer(for: "fetch", arguments: call(1)) == .returns(.string("second")))
    answers.program("fetch", nil)
    #expect(answers.programmed.isEmpty)
  }

  @Test func eachMatchedAnswerKeepsItsOwnPlaceInItsSequence() {
    let answers = StubAnswers(slot: "numberFact")
    answers.program("fetch", where: [zero], .sequence([.returns(.string("a")), .returns(.string("b"))]))
    answers.program("fetch", .sequence([.returns(.string("x")), .throws(.string("y"))]))
    #expect(answers.take(for: "fetch", arguments: call(0)) == .returns(.string("a")))
    #expect(answers.take(for: "fetch", arguments: call(5)) == .returns(.string("x")))
    #expect(answers.take(for: "fetch", arguments: call(0)) == .returns(.string("b")))
    #expect(answers.take(for: "fetch", arguments: call(5)) == .throws(.string("y")))
    #expect(answers.take(for: "fetch", arguments: call(0)) == .returns(.string("b")), "the last answer repeats")
    // Told the same answers again (a plugin, after every `stub`), each keeps its place.
    answers.reprogram("fetch", answers.programmed)
    #expect(answers.take(for: "fetch", arguments: call(0)) == .returns(.string("b")))
  }

  @Test func resetKeepsTheMatchedAnswers() {
    let slots = DependencySlots([SlotDescriptor(name: "numberFact", summary: "", variants: [], defaultVariant: "")])
    slots.all[0].answers.program("fetch", where: [zero], .returns(.string("first")))
    slots.all[0].answers.program("fetch", .returns(.string("plain")))
    #expect(slots.copied().all[0].answers.programmed == slots.all[0].answers.programmed)
  }

  @Test func anAnswerReadsBackAsTheStubLineThatProgramsIt() {
    let sequence = StubAnswers.Answer.sequence([.returns(.string("one")), .returns(.string("two")), .throws(.string("down"))])
    #expect(sequence.description == #"returns "one" then returns "two" then throws "down""#)
    let matched = StubAnswers.Programming(
      method: "createClub", arguments: [CallExpectation.Argument("data.name", position: 0, .word(#"hasPrefix("그룹")"#))],
      answer: .throws(.string("이미 있어요")))
    #expect(matched.description == #"createClub data.name=hasPrefix("그룹") throws "이미 있어요""#)
  }

  @Test func aGeneratedStubAnswersByArgumentAndTheRestAsItsDefault() async throws {
    let answers = StubAnswers(slot: "fact")
    answers.program("fetch", where: [zero], .returns(.string("first")))
    answers.program("fetch", where: [one], .throws(.string("boom")))
    let stub = FactClientDoubles.Stub(answers: answers, otherwise: FactClient(fetch: { "\($0) by default" }, ping: {})).client
    #expect(try await stub.fetch(0) == "first")
    await #expect(throws: StubbedError(value: .string("boom"))) { try await stub.fetch(1) }
    #expect(try await stub.fetch(2) == "2 by default")
  }

  @Test func theSpyWrapsTheRealClientUntilStubbedAndRecordsEveryCall() async throws {
    let real = Variant<FactClient>.real(summary: "the real facts") { _ in FactClient(fetch: { "\($0) for real" }, ping: {}) }
    let slot = Slot<FactClient>("fact", summary: "facts", methods: FactClientDoubles.methods, variants: [real] + FactClientDoubles.variants())
    #expect(
      slot.variants.map(\.name) == [
        "real", "stub", "spy", SlotDescriptor.recordVariant, GeneratedDouble.recordingStub, "mock", "failing", "dummy", "unimplemented",
      ])
    let environment = ModuleEnvironment(slots: DependencySlots([slot.descriptor]))
    let fact = FactClientDoubles.Swappable(dependency: environment.dependency(slot)).client
    try environment.slots["fact"]?.use("spy")
    #expect(try await fact.fetch(3) == "3 for real")
    environment.slots["fact"]?.answers.program("fetch", where: [zero], .returns(.string("stubbed")))
    #expect(try await fact.fetch(0) == "stubbed")
    #expect(try await fact.fetch(4) == "4 for real", "a call no answer matches goes to the real client")
    #expect(environment.calls.all.map(\.description) == ["fetch(3)", "fetch(0)", "fetch(4)"])
    // The recording stub answers as the stub does, never the real client.
    try environment.slots["fact"]?.use(GeneratedDouble.recordingStub)
    await #expect(throws: NoAnswer.self) { try await fact.fetch(4) }
    #expect(try await fact.fetch(0) == "stubbed")
    #expect(environment.calls.all.count == 5)
  }

  @Test func aSpyOverRealUsesWhatTheRealUsesAndWithoutOneIsARecordingStub() {
    let under = Slot<FactClient>("under", summary: "", variants: [.real(summary: "") { _ in FactClient(fetch: { _ in "" }, ping: {}) }])
    let real = Variant<FactClient>.real(summary: "over the under slot", uses: [under]) { _ in FactClient(fetch: { _ in "" }, ping: {}) }
    let over = Slot<FactClient>("fact", summary: "", variants: [real] + FactClientDoubles.variants([.spy]))
    #expect(over.descriptor.variants.map(\.uses) == [["under"], ["under"], ["under"]])
    #expect(
      over.descriptor.variants.map(\.name) == ["real", "spy", SlotDescriptor.recordVariant],
      "no stub offered, so no recording stub beside the spy; a real one, so a record variant")
    let alone = Slot<FactClient>("fact", summary: "", variants: FactClientDoubles.variants([.spy, .mock]))
    #expect(alone.descriptor.variants[0].summary == "a stub that records each call and its arguments")
  }

  @Test func aRangeCountHoldsFromItsLeastToItsMost() {
    let count = CallCount.between(1, 3)
    #expect(!count.isMet(by: 0) && count.isMet(by: 1) && count.isMet(by: 3) && !count.isMet(by: 4))
    #expect(count.allows(3) && !count.allows(4), "a fourth call is one too many for a strict mock")
    #expect(count.description == "between 1 and 3 calls")
  }

  @Test func anOrderedStepMayNameItsArgumentsAndGivesTheCallsThatTookTheSteps() throws {
    let log = CallLog()
    log.record("numberFact", "fetch", [CallLog.Argument(nil, .int(1))])
    log.record("numberFact", "fetch", [CallLog.Argument(nil, .int(0))])
    log.record("numberFact", "fetch", [CallLog.Argument(nil, .int(1))])
    let first = CallStep("numberFact", "fetch", arguments: [zero])
    let second = CallStep("numberFact", "fetch", arguments: [one])
    #expect(try CallStep.follow([first, second], in: log.all).get().map(\.sequence) == [2, 3])
    #expect(try CallStep.follow([second, first, second], in: log.all).get().map(\.sequence) == [1, 2, 3])
    guard case .failure(let violation) = CallStep.follow([first, second, first], in: log.all) else {
      Issue.record("no 0 comes after the last 1")
      return
    }
    #expect(violation.description == "expected numberFact.fetch(number: 0) then numberFact.fetch(number: 1) then numberFact.fetch(number: 0), but numberFact.fetch(number: 0) was not called after numberFact.fetch(number: 1)")
    #expect(first.description == "numberFact.fetch(number: 0)")
  }

  @Test func aStepWithoutArgumentsDecodesAsOneFromAnOlderPeer() throws {
    let step = try JSONDecoder().decode(CallStep.self, from: Data(#"{"double":"a","method":"m"}"#.utf8))
    #expect(step == CallStep("a", "m"))
  }

  @Test func aDateIsISO8601() {
    #expect(ValueType.date.accepts(.word("2001-01-01T00:00:00Z")))
    #expect(ValueType.date.accepts(.string("2001-01-01T09:00:00+09:00")))
    #expect(ValueType.isoDate("2001-01-01T09:00:00+09:00") == ValueType.isoDate("2001-01-01T00:00:00Z"))
    #expect(!ValueType.date.accepts(.word("2001-13-01T00:00:00Z")))
    #expect(!ValueType.date.accepts(.word("yesterday")))
    #expect(!ValueType.date.accepts(.int(0)))
  }
}
