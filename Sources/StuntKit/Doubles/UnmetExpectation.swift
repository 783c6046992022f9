/// An expectation `verify` found unmet, with the evidence: every call the method received since
/// the double became a mock, and the closest one when arguments were expected (SwiftyMocky's
/// "closest calls recorded", Mockingbird's "all invocations").
package struct UnmetExpectation: Equatable, Sendable, Codable, CustomStringConvertible {
  public var expectation: CallExpectation
  /// How many calls matched the expectation.
  public var matching: Int
  public var calls: [CallLog.Call]

  package init(expectation: CallExpectation, matching: Int, calls: [CallLog.Call]) {
    self.expectation = expectation
    self.matching = matching
    self.calls = calls
  }

  /// The call with the most expected arguments, when arguments were expected and the best call
  /// has some of them but not all: a call with all of them matched, and only the count was
  /// wrong, which the calls listed already show.
  public var closest: CallLog.Call? {
    guard let best = calls.max(by: { expectation.matchingArguments($0) < expectation.matchingArguments($1) }) else {
      return nil
    }
    let matched = expectation.matchingArguments(best)
    guard matched > 0, matched < expectation.arguments.count else { return nil }
    return best
  }

  /// `loggedInBuilder.build expected exactly 1 call with listener: RootInteractor#1, got 0`
  public var description: String {
    "\(expectation.double).\(expectation.method) expected \(expectation.count.amount)"
      + (expectation.arguments.isEmpty ? "" : " with " + expectation.argumentList) + ", got \(matching)"
  }
}
