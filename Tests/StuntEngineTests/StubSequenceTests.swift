import Testing

@testable import StuntEngine
import StuntTesting

/// Issue 17's third point: an answer per call, as Mockito's `thenReturn(a, b)`, with an error
/// for the n-th call.
@MainActor
@Suite("Stub sequences", .mainSerialExecutor)
struct StubSequenceTests {
  func fact(_ driver: Driver) async -> String? {
    await driver.lines("send factButtonTapped").first { $0.hasPrefix("<- factResponse") || $0.hasPrefix("FAIL: ") }
  }

  @Test func successiveCallsGetSuccessiveAnswersAndTheLastRepeats() async {
    let driver = await Driver.counter("use numberFact stub")
    #expect(await driver.text(#"stub numberFact.fetch returns "one" then "two" then throws "down""#)
      == #"numberFact.fetch returns "one" then returns "two" then throws "down""#)
    #expect(await fact(driver) == #"<- factResponse("one")"#)
    #expect(await fact(driver) == #"<- factResponse("two")"#)
    #expect(await fact(driver) == "FAIL: an effect returned for factButtonTapped threw an unhandled error: down")
    #expect(await fact(driver) == "FAIL: an effect returned for factButtonTapped threw an unhandled error: down")
    #expect(await driver.lines("deps").contains(#"            numberFact.fetch returns "one" then returns "two" then throws "down""#))
  }

  @Test func programmingItAgainStartsItOverAndSwappingKeepsItsPlace() async {
    let driver = await Driver.counter("use numberFact spy", #"stub numberFact.fetch returns "one" then "two""#)
    #expect(await fact(driver) == #"<- factResponse("one")"#)
    await driver.run("use numberFact mock")
    #expect(await fact(driver) == #"<- factResponse("two")"#, "stub, spy and mock share the slot's answers")
    await driver.run(#"stub numberFact.fetch returns "one" then "two""#)
    #expect(await fact(driver) == #"<- factResponse("two")"#, "the same answers again keep their place")
    await driver.run(#"stub numberFact.fetch returns "uno" then "dos""#)
    #expect(await fact(driver) == #"<- factResponse("uno")"#)
  }

  @Test func aSequenceIsCheckedAnswerByAnswer() async {
    let driver = await Driver.counter()
    #expect(await driver.error(#"stub numberFact.fetch returns "a" then"#)
      == #"error: 'then' goes between answers: returns "a" then "b" then throws "down""#)
    #expect(await driver.error(#"stub numberFact.fetch returns "a" then 3"#)
      == #"error: numberFact.fetch returns String; got 3 (an Int) — quote it: "3""#)
    #expect(await driver.error(#"stub numberFact.fetch returns "a" then throws"#) == #"error: throws takes one error: throws "down""#)
    #expect(await driver.text(#"stub numberFact.fetch returns "then""#).hasPrefix(#"numberFact.fetch returns "then""#),
      "a quoted then is a value")
  }

  /// Issue 41's point 13: a sequence that starts with an error was written `returns throws "x"
  /// then "y"` before `throws` took a sequence; sessions written so still replay. The
  /// confirmation is the spelling of today, which programs the same when typed back.
  @Test func theOldSpellingOfASequenceThatStartsWithAnErrorIsStillAccepted() async {
    let driver = await Driver.counter("use numberFact stub")
    #expect(await driver.text(#"stub numberFact.fetch returns throws "x" then "y""#)
      == #"numberFact.fetch throws "x" then returns "y""#)
    #expect(await fact(driver) == "FAIL: an effect returned for factButtonTapped threw an unhandled error: x")
    #expect(await fact(driver) == #"<- factResponse("y")"#)
    #expect(await driver.text(#"stub numberFact.fetch throws "x" then returns "y""#)
      == #"numberFact.fetch throws "x" then returns "y""#, "the confirmation, typed back, programs the same")
    #expect(await driver.text(#"stub numberFact.fetch returns throws "down""#) == #"numberFact.fetch throws "down""#)
    #expect(await driver.error(#"stub numberFact.fetch returns throws"#) == #"error: throws takes one error: throws "down""#)
  }

  /// An answer of too many words is shown as typed, quotes kept, before the advice to quote it.
  @Test func tooManyWordsForOneAnswerAreQuotedAsTyped() async {
    let driver = await Driver.counter()
    #expect(await driver.error(#"stub numberFact.fetch returns "x" "y""#)
      == #"error: returns takes one value (String); got "x" "y" — quote text with spaces: "x y""#)
    #expect(await driver.error(#"stub numberFact.fetch returns "a" then say "hi""#)
      == #"error: returns takes one value (String); got say "hi" — quote text with spaces: "say hi""#)
  }

  @Test func anAnswerNamesTheCallsArguments() async {
    let driver = await Driver.counter("use numberFact stub", "send incrementButtonTapped", "send incrementButtonTapped")
    #expect(await driver.text(#"stub numberFact.fetch returns "\(number) is a good number." then throws "no fact for \(number)""#)
      == #"numberFact.fetch returns "\(number) is a good number." then throws "no fact for \(number)""#)
    #expect(await fact(driver) == #"<- factResponse("2 is a good number.")"#)
    #expect(await fact(driver) == "FAIL: an effect returned for factButtonTapped threw an unhandled error: no fact for 2")
    #expect(await driver.error(#"stub numberFact.fetch returns "\(n)""#)
      == #"error: '\(n)' names no argument of numberFact.fetch — it takes number"#)
    #expect(await driver.error(#"stub numberFact.fetch throws "\(count)""#)
      == #"error: '\(count)' names no argument of numberFact.fetch — it takes number"#)
  }
}
