import Testing

@testable import StuntKit

/// Behaviour verification: what a mock expects, what `verify` finds, call order across doubles.
@Suite("Mock expectations and verification")
struct MockVerificationTests {
  let log = CallLog()
  let listener = CallLog.Argument("listener", .reference("RootInteractor#1"))

  init() {
    log.becomeMock("loggedInBuilder")
  }

  @Test func aMockWithoutExpectationsOnlyCounts() {
    #expect(log.record("loggedInBuilder", "build", [listener]) == nil)
    #expect(log.record("loggedInBuilder", "build", [listener]) == nil)
    #expect(log.calls(to: "loggedInBuilder", method: "build").count == 2)
    #expect(log.verify("loggedInBuilder").met == 0)
    #expect(log.verify("loggedInBuilder").unmet.isEmpty)
  }

  @Test func exactCountsFailOnTheCallTooManyAndWhenShort() {
    log.expect(CallExpectation(double: "loggedInBuilder", method: "build", count: .exactly(1)))
    #expect(log.verify("loggedInBuilder").unmet.map(\.description) == ["loggedInBuilder.build expected exactly 1 call, got 0"])
    #expect(log.record("loggedInBuilder", "build", [listener]) == nil)
    #expect(log.verify("loggedInBuilder").met == 1)
    #expect(
      log.record("loggedInBuilder", "build", [listener])
        == "unexpected call loggedInBuilder.build(listener: RootInteractor#1): the mock expects exactly 1 call to loggedInBuilder.build; this is call 2"
    )
    // The call too many is still in the log: the evidence `verify` shows.
    #expect(log.verify("loggedInBuilder").unmet.first?.calls.map(\.sequence) == [1, 2])
  }

  @Test func neverAtLeastAndAtMost() {
    log.becomeMock("interactor")
    log.expect(CallExpectation(double: "interactor", method: "logOut", count: .never))
    log.expect(CallExpectation(double: "interactor", method: "activate", count: .atLeast(2)))
    log.expect(CallExpectation(double: "interactor", method: "login", count: .atMost(1)))
    #expect(log.record("interactor", "activate") == nil)
    #expect(log.verify("interactor").unmet.map(\.description) == ["interactor.activate expected at least 2 calls, got 1"])
    #expect(log.record("interactor", "activate") == nil)
    #expect(log.record("interactor", "activate") == nil)
    #expect(log.record("interactor", "login") == nil)
    #expect(log.record("interactor", "login")?.contains("expects at most 1 call to interactor.login; this is call 2") == true)
    #expect(log.record("interactor", "logOut")?.contains("expects no calls to interactor.logOut") == true)
    // In the order the expectations were given.
    #expect(log.verify("interactor").unmet.map(\.description) == [
      "interactor.logOut expected no calls, got 1", "interactor.login expected at most 1 call, got 2",
    ])
  }

  @Test func aStrictMockFailsACallNoExpectationCovers() {
    log.expect(CallExpectation(double: "loggedInBuilder", method: "build", count: .exactly(1)))
    #expect(log.record("loggedInBuilder", "cleanup") == "unexpected call loggedInBuilder.cleanup(): the mock expects no calls to loggedInBuilder.cleanup")
  }

  @Test func expectedArgumentsAndTheClosestCall() {
    log.expect(CallExpectation(
      double: "loggedInBuilder", method: "build", count: .exactly(1),
      arguments: [.init("listener", position: 0, .word("RootInteractor#1")), .init("animated", position: 1, .bool(true))]))
    let other = CallLog.Argument("listener", .reference("LoggedOutInteractor#1"))
    _ = log.record("loggedInBuilder", "build", [other, .init("animated", .bool(false))])
    _ = log.record("loggedInBuilder", "build", [listener, .init("animated", .bool(false))])
    let unmet = log.verify("loggedInBuilder").unmet
    #expect(unmet.count == 1)
    #expect(unmet.first?.matching == 0)
    #expect(unmet.first?.calls.count == 2)
    #expect(unmet.first?.closest?.sequence == 2)
    #expect(unmet.first?.description
      == "loggedInBuilder.build expected exactly 1 call with listener: RootInteractor#1, animated: true, got 0")
  }

  @Test func argumentsRecordedWithoutLabelsMatchByPosition() {
    log.becomeMock("numberFact")
    log.expect(CallExpectation(double: "numberFact", method: "fetch", count: .exactly(1), arguments: [.init("number", position: 0, .int(3))]))
    #expect(log.record("numberFact", "fetch", [.init(nil, .int(3))]) == nil)
    #expect(log.record("numberFact", "fetch", [.init(nil, .int(4))])?.hasPrefix("unexpected call numberFact.fetch(4)") == true)
    #expect(log.verify("numberFact").met == 1)
  }

  @Test func callsBeforeBecomingAMockDoNotCount() {
    log.record("numberFact", "fetch", [.init(nil, .int(1))])
    log.becomeMock("numberFact")
    log.expect(CallExpectation(double: "numberFact", method: "fetch", count: .exactly(1)))
    #expect(log.record("numberFact", "fetch", [.init(nil, .int(2))]) == nil)
    #expect(log.verify("numberFact").met == 1)
    log.stopMocking("numberFact")
    #expect(!log.isMock("numberFact"))
    #expect(log.record("numberFact", "fetch") == nil)
  }

  /// The first step that broke the order, by the rule `verify order` follows.
  func violation(_ steps: [CallStep]) -> CallOrderViolation? {
    if case .failure(let violation) = CallStep.follow(steps, in: log.all) { violation } else { nil }
  }

  @Test func orderAcrossDoubles() {
    log.record("interactor", "activate")
    log.record("loggedOutBuilder", "build")
    log.record("interactor", "login")
    log.record("loggedInBuilder", "build", [listener])
    let activate = CallStep("interactor", "activate")
    let login = CallStep("interactor", "login")
    let build = CallStep("loggedInBuilder", "build")
    #expect(violation([activate, login, build]) == nil)
    #expect(violation([activate, build]) == nil)

    let swapped = violation([build, login])
    #expect(swapped?.description == "expected loggedInBuilder.build then interactor.login, but interactor.login was not called after loggedInBuilder.build")
    #expect(swapped?.recorded.map(\.sequence) == [3, 4])

    let missing = violation([activate, CallStep("interactor", "logOut")])
    #expect(missing?.description == "expected interactor.activate then interactor.logOut, but interactor.logOut was never called")
    // A repeated step needs a second call.
    #expect(violation([activate, activate])?.failedStep == 1)
  }
}
