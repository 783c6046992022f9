import StuntTestSupport
import Testing

@testable import StuntKit

/// Issue 55: the `record` variant keeps what the real client answered, `RecordedStubs` turns it
/// into the stub answers that give it again, and a strict stub fails a call nothing programmed.
@MainActor
@Suite("Recording a real dependency, and strict doubles")
struct RecordingTests {
  struct Down: Error, CustomStringConvertible { var description: String { "server down" } }

  /// A real client whose answers change from call to call, as a service's do.
  func slot() -> Slot<FactClient> {
    let counter = Guarded(0)
    let real = Variant<FactClient>.real(summary: "the real facts") { _ in
      FactClient(
        fetch: { number in
          let call = counter.withLock { count in
            count += 1
            return count
          }
          if number < 0 { throw Down() }
          return number == 7 ? "7, call \(call)" : "\(number) for real"
        }, ping: {})
    }
    return Slot<FactClient>("fact", summary: "facts", methods: FactClientDoubles.methods, variants: [real] + FactClientDoubles.variants())
  }

  @Test func theRecordVariantKeepsEachCallAndWhatTheRealClientAnswered() async throws {
    let slot = slot()
    let environment = ModuleEnvironment(slots: DependencySlots([slot.descriptor]))
    let fact = FactClientDoubles.Swappable(dependency: environment.dependency(slot)).client
    try environment.slots["fact"]?.use(SlotDescriptor.recordVariant)
    #expect(try await fact.fetch(3) == "3 for real")
    await #expect(throws: Down.self) { try await fact.fetch(-1) }
    await fact.ping()
    #expect(environment.calls.all.map(\.description) == ["fetch(3)", "fetch(-1)", "ping()"], "it records calls as a spy does")
    let entries = try #require(environment.slots["fact"]?.recording.entries)
    #expect(entries.map(\.answer) == [.returns(.string("3 for real")), .throws(.string("server down")), .returns(.null)])
    // The spy keeps no answers: only `record` does.
    try environment.slots["fact"]?.use("spy")
    _ = try await fact.fetch(4)
    #expect(environment.slots["fact"]?.recording.entries.count == 3)
  }

  @Test func theStubsOfARecordingMatchArgumentsAndTakeTurnsWhereAnswersChanged() throws {
    let entries: [Recording.Entry] = [
      .init(method: "fetch", arguments: [.init(nil, .int(7))], answer: .returns(.string("7, call 1"))),
      .init(method: "fetch", arguments: [.init(nil, .int(3))], answer: .returns(.string("3 for real"))),
      .init(method: "fetch", arguments: [.init(nil, .int(7))], answer: .returns(.string("7, call 3"))),
      .init(method: "fetch", arguments: [.init(nil, .int(7))], answer: .returns(.string("7, call 3"))),
      .init(method: "fetch", arguments: [.init(nil, .int(-1))], answer: .throws(.string("server down"))),
      .init(method: "fetch", arguments: [.init(nil, .string("any"))], answer: nil),
      .init(method: "ping", arguments: [], answer: .returns(.null)),
    ]
    let stubs = RecordedStubs(entries, slot: "fact", methods: FactClientDoubles.methods)
    #expect(
      stubs.lines(stubbing: "fact", command: "stub") == [
        #"stub fact.fetch number=7 returns "7, call 1" then returns "7, call 3""#,
        #"stub fact.fetch number=3 returns "3 for real""#,
        #"stub fact.fetch number=-1 throws "server down""#,
      ], "a repeat at the end is said once; ping returns nothing and never threw, so it needs no stub")
    #expect(stubs.leftOut == ["fact.fetch: 1 call had not ended, so kept no answer"])
  }

  /// A real service may answer a control character a typed line cannot hold: the call is left
  /// out, said with its code, rather than printed raw to the terminal or played back otherwise.
  @Test func anAnswerNoStubLineCanHoldIsLeftOutSayingWhy() {
    let entries: [Recording.Entry] = [
      .init(method: "fetch", arguments: [.init(nil, .int(1))], answer: .returns(.string("one\r\n"))),
      .init(method: "fetch", arguments: [.init(nil, .int(2))], answer: .throws(.string("line one\nline two\ttab"))),
    ]
    let stubs = RecordedStubs(entries, slot: "fact", methods: FactClientDoubles.methods)
    #expect(stubs.programmings.isEmpty)
    #expect(stubs.leftOut == ["fact.fetch: a call or its answer holds the control character U+000D, which no stub line can hold"])
    let printable = RecordedStubs(Array(entries.dropFirst()), slot: "fact", methods: FactClientDoubles.methods)
    #expect(printable.lines(stubbing: "fact", command: "stub") == [#"stub fact.fetch number=2 throws "line one\nline two\ttab""#])
  }

  @Test func theStubsGiveBackWhatWasRecorded() async throws {
    let slot = slot()
    let environment = ModuleEnvironment(slots: DependencySlots([slot.descriptor]))
    let fact = FactClientDoubles.Swappable(dependency: environment.dependency(slot)).client
    let live = try #require(environment.slots["fact"])
    try live.use(SlotDescriptor.recordVariant)
    var recorded: [String] = []
    for number in [7, 3, 7] { recorded.append(try await fact.fetch(number)) }
    for programming in RecordedStubs(live.recording.entries, slot: "fact", methods: FactClientDoubles.methods).programmings {
      live.answers.program(programming)
    }
    try live.use("stub")
    var replayed: [String] = []
    for number in [7, 3, 7] { replayed.append(try await fact.fetch(number)) }
    #expect(replayed == recorded)
    #expect(recorded == ["7, call 1", "3 for real", "7, call 3"])
  }

  @Test func aStrictStubFailsACallNothingProgrammedAndStillAnswersItsDefault() async throws {
    let slot = slot()
    let environment = ModuleEnvironment(slots: DependencySlots([slot.descriptor]))
    let fact = FactClientDoubles.Swappable(dependency: environment.dependency(slot)).client
    let live = try #require(environment.slots["fact"])
    live.answers.program("fetch", where: [CallExpectation.Argument("number", position: 0, .int(1))], .returns(.string("one")))
    try live.use("stub", options: [OptionDescriptor.strict.key: .bool(true)])
    #expect(live.answers.isStrict)
    let issues = IssueCollector()
    #expect(try await issues.collect { try await fact.fetch(1) } == "one")
    #expect(issues.messages.isEmpty, "a programmed call passes")
    await #expect(throws: NoAnswer.self) { try await issues.collect { try await fact.fetch(2) } }
    #expect(
      issues.messages == [
        "fact.fetch(number: 2) has no programmed answer, and fact is strict: program one (stub fact.fetch returns ...), or use a double that is not strict"
      ])
    // The default stays lenient.
    try live.use("stub")
    #expect(!live.answers.isStrict)
    await #expect(throws: NoAnswer.self) { try await issues.collect { try await fact.fetch(2) } }
    #expect(issues.messages.count == 1)
  }
}
