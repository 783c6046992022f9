import Testing

@testable import StuntEngine

@Suite("Did you mean")
struct SuggestionTests {
  let inputs = ["decrementButtonTapped", "incrementButtonTapped", "factButtonTapped", "timerTick"]

  @Test func prefixes() {
    #expect(Suggestion.closest(to: "increment", in: inputs) == "incrementButtonTapped")
    #expect(Suggestion.closest(to: "fact", in: inputs) == "factButtonTapped")
  }

  @Test func typos() {
    #expect(Suggestion.closest(to: "timerTik", in: inputs) == "timerTick")
    #expect(Suggestion.closest(to: "lod", in: ["load", "unload", "modules"]) == "load")
    #expect(Suggestion.closest(to: "SEND", in: ["send"]) == "send")
  }

  @Test func nothingCloseGivesNothing() {
    #expect(Suggestion.closest(to: "nope", in: inputs) == nil)
    #expect(Suggestion.closest(to: "", in: inputs) == nil)
  }

  @Test func longWordsAreShortenedAndNotSearched() {
    let word = String(repeating: "incrementButtonTapped", count: 3000)
    #expect(Suggestion.closest(to: word, in: inputs) == nil)
    #expect(Suggestion.unknown("input", word, among: ["a"]).message
      == "unknown input '\(word.prefix(40))…' — expected one of: a")
  }

  @Test func unknownListsTheChoicesWhenNothingIsClose() {
    #expect(Suggestion.unknown("slot", "xyz", among: ["clock", "numberFact"]).message
      == "unknown slot 'xyz' — expected one of: clock, numberFact")
    #expect(Suggestion.unknown("slot", "clok", among: ["clock", "numberFact"]).message
      == "unknown slot 'clok' — did you mean 'clock'?")
  }
}
