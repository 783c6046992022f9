import Testing

@testable import StuntKit

/// Issue 41's tenth point: `verify order` counts as Mockito's `InOrder` does
/// (`findMatchingChunk`): a step of n calls takes the first unbroken run of matching calls
/// after the last call verified in order when it has n of them, else every matching call
/// there, and fails unless that is n; `atLeast` takes every matching call.
@Suite("verify order counts as Mockito's inOrder")
struct InOrderRuleTests {
  let log = CallLog()

  func fetch(_ number: Int) -> CallStep {
    CallStep("numberFact", "fetch", arguments: [CallExpectation.Argument("number", position: 0, .int(number))])
  }

  func record(_ numbers: Int...) {
    for number in numbers { log.record("numberFact", "fetch", [CallLog.Argument(nil, .int(number))]) }
  }

  /// The sequences of the calls the steps verified, or the violation.
  func follow(_ steps: CallStep...) -> Result<[Int], CallOrderViolation> {
    CallStep.follow(steps, in: log.all).map { $0.map(\.sequence) }
  }

  func counted(_ step: CallStep, _ count: CallCount) -> CallStep {
    var step = step
    step.count = count
    return step
  }

  /// The issue's case: fetch(0), fetch(1), fetch(1); Mockito's `inOrder.verify(f).fetch(1)`
  /// fails with "Wanted 1 time … But was 2 times".
  @Test func aStepOfOneCallFailsWhenTwoMatchingCallsFollowTheStepBefore() throws {
    record(0, 1, 1)
    guard case .failure(let violation) = follow(fetch(0), fetch(1)) else {
      Issue.record("two calls of fetch(1) are one too many for a step of one")
      return
    }
    #expect(violation.reason == .calledTimes(2))
    #expect(violation.failedStep == 1)
    #expect(violation.description
      == "expected numberFact.fetch(number: 0) then numberFact.fetch(number: 1), but numberFact.fetch(number: 1) was called 2 times after numberFact.fetch(number: 0), wanted exactly 1 call")
    #expect(violation.recorded.map(\.sequence) == [1, 2, 3])
    #expect(try follow(fetch(0), counted(fetch(1), .exactly(2))).get() == [1, 2, 3])
    #expect(try follow(fetch(0), counted(fetch(1), .atLeast(1))).get() == [1, 2, 3], "at least is lenient")
    #expect(counted(fetch(1), .atLeast(1)).description == "numberFact.fetch(number: 1) (at least 1 call)")
  }

  /// Mockito's own example in `InvocationsFinder.findMatchingChunk`: calls 1, 1, 2, 1.
  @Test func anExactCountTakesTheFirstRunWhenItFitsElseEveryMatchingCall() throws {
    record(1, 1, 2, 1)
    let one = fetch(1)
    #expect(try follow(counted(one, .exactly(2)), fetch(2)).get() == [1, 2, 3], "the first run has 2")
    #expect(try follow(counted(one, .exactly(3)), counted(fetch(2), .never)).get() == [1, 2, 4],
      "3 is every matching call, so the step ends after the last; a step of no calls verifies none")
    guard case .failure(let violation) = follow(one, fetch(2)) else {
      Issue.record("1 is called 3 times")
      return
    }
    #expect(violation.reason == .calledTimes(3))
    #expect(violation.description.hasSuffix("but numberFact.fetch(number: 1) was called 3 times, wanted exactly 1 call"))
  }

  /// `atLeast` verifies every matching call, so the next step must come after the last of them.
  @Test func atLeastTakesEveryMatchingCallAfterTheStepBefore() {
    record(1, 2, 1)
    guard case .failure(let violation) = follow(counted(fetch(1), .atLeast(1)), fetch(2)) else {
      Issue.record("fetch(2) came before the last fetch(1)")
      return
    }
    #expect(violation.reason == .notAfterPrevious)
  }

  /// A call of the same doubles that does not match breaks a run; a call of a double no step
  /// names is not seen (Mockito's `inOrder(f)` sees only `f`).
  @Test func onlyTheStepsDoublesBreakARun() throws {
    record(1)
    log.record("numberFact", "ping")
    record(1)
    log.record("clubService", "createClub")
    record(1)
    #expect(try follow(fetch(1), CallStep("numberFact", "ping")).get() == [1, 2])
    #expect(try follow(CallStep("numberFact", "ping"), counted(fetch(1), .exactly(2))).get() == [2, 3, 5])
  }

  @Test func neverInOrderFailsOnAMatchingCallAfterTheStepBefore() {
    record(0, 1)
    guard case .failure(let violation) = follow(fetch(0), counted(fetch(1), .never)) else {
      Issue.record("fetch(1) came after fetch(0)")
      return
    }
    #expect(violation.description.hasSuffix("but numberFact.fetch(number: 1) was called 1 time after numberFact.fetch(number: 0), wanted no calls"))
    #expect((try? follow(fetch(1), counted(fetch(0), .never)).get()) == [2], "fetch(0) came before fetch(1) only")
  }
}
