import ConcurrencyExtras
import StuntEngine
import StuntSession
import Testing

@testable import RouterModule
import StuntTesting

/// The router module as a user types it: the seed's test, the tree, behaviour verification.
@MainActor
@Suite("router through the engine", .mainSerialExecutor)
struct RouterEngineTests {
  let sandbox: Sandbox

  init() async {
    sandbox = Sandbox(modules: [RouterModule.entry])
    _ = await sandbox.execute("load router")
  }

  func run(_ line: String) async -> CommandReport {
    await sandbox.execute(line)
  }

  func lines(_ line: String) async -> [String] {
    await run(line).lines
  }

  /// The seed's setUp: every collaborator a mock, the builder's handler returning one router.
  func seedSetUp() async {
    for line in ["use interactor mock", "use viewController mock", "use loggedOutBuilder mock", "use loggedInBuilder mock"] {
      #expect(await run(line).status == .ok)
    }
    #expect(await lines("stub loggedInBuilder.build returns LoggedInRoutingMock") == [
      "loggedInBuilder.build returns LoggedInRoutingMock", "made LoggedInRoutingMock#1, LoggedInInteractableMock#1",
    ])
  }

  @Test func theSeedsTestReadsAsItsAssertions() async {
    await seedSetUp()
    #expect(await lines("expect calls.loggedInBuilder.build.listener == nil") == ["ok: calls.loggedInBuilder.build.listener == nil"])
    #expect(await lines("expect calls.loggedInBuilder.build == 0") == ["ok: calls.loggedInBuilder.build == 0"])
    #expect(await lines("expect calls.LoggedInRoutingMock#1.load == 0") == ["ok: calls.LoggedInRoutingMock#1.load == 0"])

    let routed = await lines("send routeToLoggedInRIB")
    #expect(routed.contains("+     └─ LoggedInRoutingMock#1 · LoggedInInteractableMock#1 inactive"))

    #expect(await lines("expect calls.loggedInBuilder.build.listener === interactor")
      == ["ok: calls.loggedInBuilder.build.listener === interactor (RootInteractableMock#1)"])
    #expect(await lines("expect calls.loggedInBuilder.build == 1") == ["ok: calls.loggedInBuilder.build == 1"])
    #expect(await lines("expect calls.LoggedInRoutingMock#1.load == 1") == ["ok: calls.LoggedInRoutingMock#1.load == 1"])
  }

  @Test func theIdentityCheckFailsForAnotherObject() async {
    await seedSetUp()
    _ = await run("send routeToLoggedInRIB")
    let report = await run("expect calls.loggedInBuilder.build.listener === LoggedInInteractableMock#1")
    #expect(report.status == .failed)
    #expect(report.lines == [
      "FAIL: expected calls.loggedInBuilder.build.listener === LoggedInInteractableMock#1, got RootInteractableMock#1; call 2: build(listener: RootInteractableMock#1)"
    ])
  }

  @Test func aMissingHandlerIsTheSeedsMessageAsAFail() async {
    _ = await run("use loggedInBuilder mock")
    let report = await run("send routeToLoggedInRIB")
    #expect(report.status == .failed)
    #expect(report.lines.last
      == "FAIL: Function build returns a value that can't be handled with a default value and its handler must be set (LoggedInRoutingMock#1 stands in, so the session goes on)")
    #expect(await lines("state collaborators.loggedInBuilder") == [#""LoggedInBuildableMock#1, buildHandler nil""#])
    #expect(await run("send routeToLoggedOutRIB").status == .ok, "the session goes on")
  }

  @Test func attachingTheSameRouterTwiceIsReported() async {
    await seedSetUp()
    _ = await run("send routeToLoggedInRIB")
    let report = await run("send routeToLoggedInRIB")
    #expect(report.lines == [
      "(no state change)", "FAIL: Attempt to attach child: LoggedInRoutingMock, which is already attached to RootRouter.",
    ])
  }

  @Test func callOrderAcrossTheInteractorAndTheBuilder() async {
    for line in ["use interactor spy", "use loggedInBuilder spy", "send launch", "send login"] { _ = await run(line) }
    #expect(await lines("verify order interactor.activate interactor.login loggedInBuilder.build")
      == ["ok: interactor.activate then interactor.login then loggedInBuilder.build"])
    let swapped = await run("verify order loggedInBuilder.build interactor.login")
    #expect(swapped.status == .failed)
    #expect(swapped.lines == [
      "FAIL: expected loggedInBuilder.build then interactor.login, but interactor.login was not called after loggedInBuilder.build",
      "  recorded, in order:",
      "    2. interactor.login()",
      "    3. loggedInBuilder.build(listener: RootInteractorSpy#1)",
    ])
  }

  @Test func mockAndVerifyWithTheCallsRecorded() async {
    await seedSetUp()
    #expect(await lines("mock loggedInBuilder.build 1 listener=LoggedInInteractableMock#1")
      == ["loggedInBuilder expects build(listener: LoggedInInteractableMock#1) exactly 1 call"])
    let unexpected = await run("send routeToLoggedInRIB")
    #expect(unexpected.lines.contains(
      "FAIL: unexpected call loggedInBuilder.build(listener: RootInteractableMock#1): the mock expects loggedInBuilder.build(listener: LoggedInInteractableMock#1) exactly 1 call"))
    #expect(await lines("verify loggedInBuilder") == [
      "FAIL: loggedInBuilder.build expected exactly 1 call with listener: LoggedInInteractableMock#1, got 0",
      "  calls to loggedInBuilder.build:",
      "    2. build(listener: RootInteractableMock#1)",
    ])
    #expect(await lines("mock LoggedInRoutingMock#1.load 1") == ["LoggedInRoutingMock#1 expects load exactly 1 call"])
    // A slot's name stands for the object it holds, as in `===`.
    #expect(await lines("mock loggedInBuilder.build 1 listener=interactor")
      == ["loggedInBuilder expects build(listener: RootInteractableMock#1) exactly 1 call"])
    for (line, error) in [
      ("mock loggedInBuilder.build 1 listener=RootInteractr#1",
       "error: listener of loggedInBuilder.build is a LoggedInListener: name a slot or an object such as RootInteractor#1; got RootInteractr#1"),
      ("mock loggedInBuilder.build 1 listener=interactor listener=interactor", "error: listener is given twice"),
    ] {
      #expect(await lines(line) == [error])
    }
    #expect(await lines("verify LoggedInRoutingMock#1") == ["ok: 1 expectation of LoggedInRoutingMock#1 met"])
  }

  @Test func aProgrammedAnswerMakesItsObjectOnceAndSaysSo() async {
    #expect(await lines("stub loggedInBuilder.build returns LoggedInRoutingMock") == [
      "loggedInBuilder.build returns LoggedInRoutingMock",
      "(loggedInBuilder is real; mock, spy answer with it: use loggedInBuilder mock)",
    ])
    let used = await lines("use loggedInBuilder mock times=1")
    #expect(used.first == "loggedInBuilder: real -> mock times=1")
    #expect(used.contains("made LoggedInRoutingMock#1, LoggedInInteractableMock#1"))
    // The builders' handler answers every build: an answer for some listeners only is refused.
    #expect(await lines("stub loggedInBuilder.build listener=interactor returns LoggedInRouter") == [
      "error: loggedInBuilder.build answers every call with one answer, made when it is programmed: stub it without name=value"
    ])
    // Spelled as an enum case, the answer is the same: no new router.
    #expect(await lines("stub loggedInBuilder.build returns .LoggedInRoutingMock") == ["loggedInBuilder.build returns .LoggedInRoutingMock"])
    _ = await run("send routeToLoggedInRIB")
    #expect(await lines("verify") == ["ok: 1 expectation of loggedInBuilder met"])
  }

  @Test func orderAndEqualityExplainWhatTheyCannotSee() async {
    _ = await run("send launch")
    #expect(await lines("verify order interactor.activate loggedOutBuilder.build")
      == ["error: interactor is real and records no calls — use interactor mock or spy or record to check its order"])
    _ = await run("use loggedInBuilder spy")
    _ = await run("send routeToLoggedInRIB")
    #expect(await lines("expect calls.loggedInBuilder.build.listener == interactor") == [
      "FAIL: expected calls.loggedInBuilder.build.listener == interactor, got RootInteractor#1; call 1: build(listener: RootInteractor#1); to compare with the object interactor holds, write === interactor"
    ])
    #expect(await lines(#"expect calls.loggedInBuilder.build.listener == "RootInteractor#1""#)
      == [#"ok: calls.loggedInBuilder.build.listener == "RootInteractor#1""#])
  }

  @Test func routingOutTwiceShowsOneLoginScreen() async {
    _ = await run("send launch")
    #expect(await lines("send routeToLoggedOutRIB") == ["(no state change)"])
  }

  @Test func theRealTreeBeforeAndAfter() async {
    #expect(await lines("state tree") == [#""RootRouter#1 · RootInteractor#1 inactive""#])
    _ = await run("send launch")
    let routed = await lines("send routeToLoggedInRIB")
    #expect(routed.contains("-     └─ LoggedOutRouter#1 · LoggedOutInteractor#1 active"))
    #expect(routed.contains("+     └─ LoggedInRouter#1 · LoggedInInteractor#1 active"))
    #expect(routed.contains("+        └─ MemosRouter#1 · MemosInteractor#1 active"))
    #expect(await lines("state presented") == ["[", #"  [0]: "MemosViewController#1""#, "]"])
  }

  @Test func badInputGetsOneErrorLine() async {
    for (line, error) in [
      ("send login", "error: no login screen is shown; send launch or routeToLoggedOutRIB first"),
      ("send detachMemosRIB", "error: no LoggedIn RIB is attached; send routeToLoggedInRIB first"),
      ("send logOut", "error: no memos screen is shown; its logout button needs a real LoggedIn RIB showing memos"),
      ("stub loggedInBuilder.build returns LoggedOutRouter",
       "error: loggedInBuilder.build returns LoggedInRouting: LoggedInRoutingMock or LoggedInRouter; got LoggedOutRouter"),
      ("mock interactor.login 1", "error: interactor is real, not a mock — use interactor mock first"),
      ("verify", "error: no mock expects anything — use <slot> mock, then mock <slot>.<method> <times>"),
      ("calls LoggedInRoutingMock#1", "error: unknown slot 'LoggedInRoutingMock#1' — expected one of: interactor, viewController, loggedOutBuilder, loggedInBuilder"),
      ("expect calls.interactor.login === 3", "error: === compares objects: name a slot (=== interactor) or an object (=== RootInteractor#1); got 3"),
      ("expect calls.loggedInBuilder.build.listener === nobody", "error: no slot or object is named 'nobody' — name a slot (interactor, viewController, loggedOutBuilder, loggedInBuilder) or an object such as RootInteractor#1"),
      ("expect calls.loggedInBuilder.build.0.listener == nil", "error: '0' is not a call number — write calls.loggedInBuilder.build.1.<argument>"),
      ("verify order interactor.login", "error: verify order takes 2 or more <slot>.<method> — usage: verify order <slot>.<method> <slot>.<method> ..."),
    ] {
      let report = await run(line)
      #expect(report.status == .rejected, "\(line)")
      #expect(report.lines == [error])
    }
  }
}

@MainActor
@Suite("router completion", .mainSerialExecutor)
struct RouterCompletionTests {
  @Test func objectDoublesCompleteOnceMade() async {
    let sandbox = Sandbox(modules: [RouterModule.entry])
    for line in ["load router", "use loggedInBuilder mock"] { _ = await sandbox.execute(line) }
    #expect(await sandbox.complete("calls LoggedIn", cursor: 14).candidates.isEmpty)
    _ = await sandbox.execute("stub loggedInBuilder.build returns LoggedInRoutingMock")
    #expect(await sandbox.complete("calls LoggedIn", cursor: 14).candidates
      == ["LoggedInInteractableMock#1", "LoggedInInteractableMock#1.activate", "LoggedInInteractableMock#1.deactivate",
          "LoggedInInteractableMock#1.listener.set", "LoggedInInteractableMock#1.logOut",
          "LoggedInInteractableMock#1.router.set", "LoggedInRoutingMock#1", "LoggedInRoutingMock#1.attachChild",
          "LoggedInRoutingMock#1.cleanupViews", "LoggedInRoutingMock#1.detachChild", "LoggedInRoutingMock#1.detachMemosRIB",
          "LoggedInRoutingMock#1.load", "LoggedInRoutingMock#1.routeToMemosRIB"])
    #expect(await sandbox.complete("mock LoggedInRoutingMock#1.l", cursor: 28).insertion == "oad ")
  }
}
