import StuntKit
import Testing

/// What a sandbox module of a user's type keeps of the last call: its result as the state shows
/// it, or what it threw; nothing for a method that returns nothing.
@Suite("CallOutcome")
struct CallOutcomeTests {
  struct Declined: Error, CustomStringConvertible {
    var description: String { "declined" }
  }

  @Test func aResultIsShownAsTheStateShowsIt() {
    #expect(CallOutcome.of { "Hello, Kim!" } == CallOutcome(returned: .scalar(.string("Hello, Kim!"))))
    #expect(CallOutcome.of { [1, 2] }.returned == StateNode(reflecting: [1, 2]))
  }

  @Test func aMethodThatReturnsNothingLeavesNoResult() {
    #expect(CallOutcome.of { () } == CallOutcome())
  }

  @Test func anErrorIsKeptAsItsDescription() {
    #expect(CallOutcome.of { () throws -> Int in throw Declined() } == CallOutcome(thrown: "declined"))
  }

  @Test func anAsyncCallRunsOnTheCallersActor() async {
    let outcome = await CallOutcome.of { () async throws -> String in
      await Task.yield()
      throw Declined()
    }
    #expect(outcome == CallOutcome(thrown: "declined"))
    #expect(await CallOutcome.of { () async -> Int in 3 } == CallOutcome(returned: .scalar(.int(3))))
  }
}
