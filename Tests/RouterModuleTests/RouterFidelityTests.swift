import ConcurrencyExtras
import StuntEngine
import StuntKit
import StuntSession
import Testing

@testable import RouterModule

/// What users of RIBs and mockolo expect of the router, through the engine: setter counts,
/// a launch that may be repeated, the window, and a router that goes away visibly.
extension RouterEngineTests {
  func runs(_ commands: [String]) async {
    for line in commands { #expect(await sandbox.execute(line).status == .ok, "\(line)") }
  }

  // MARK: Setter counts

  @Test func theRoutersWriteToItsInteractorIsCountedAsMockoloCountsIt() async {
    await runs(["use interactor mock"])
    #expect(await lines("expect calls.interactor.router.set == 1") == ["ok: calls.interactor.router.set == 1"])
    #expect(await lines("calls interactor.router.set") == ["interactor.router.set: 1 call", "  1. router.set(newValue: RootRouter#1)"])
    #expect(await lines("expect calls.interactor.router.set.newValue === RootRouter#1")
      == ["ok: calls.interactor.router.set.newValue === RootRouter#1"])
    await runs(["send launch", "send routeToLoggedInRIB"])
    #expect(await lines("expect calls.interactor.router.set == 1") == ["ok: calls.interactor.router.set == 1"], "routing writes it no more")
  }

  @Test func aRebuiltRouterTellsItsInteractorAsTheSeedsSetUpDoes() async {
    await runs(["use interactor mock", "reset"])
    #expect(await lines("calls") == ["interactor.router.set: 1 call", "  1. router.set(newValue: RootRouter#1)"])
    #expect(await lines("mock interactor.router.set 1 newValue=RootRouter#1")
      == ["interactor expects router.set(newValue: RootRouter#1) exactly 1 call"])
    #expect(await lines("verify interactor") == ["ok: 1 expectation of interactor met"])
    await runs(["use interactor spy", "reset"])
    #expect(await lines("expect calls.interactor.router.set == 1") == ["ok: calls.interactor.router.set == 1"], "a spy records it too")
  }

  @Test func theLoggedInMocksSettersAreNamedFromTheirProtocol() async {
    await runs(["use loggedInBuilder mock", "stub loggedInBuilder.build returns LoggedInRoutingMock", "send routeToLoggedInRIB"])
    #expect(await lines("expect calls.LoggedInInteractableMock#1.router.set == 0") == ["ok: calls.LoggedInInteractableMock#1.router.set == 0"])
    #expect(await lines("expect calls.LoggedInInteractableMock#1.listener.set == 0")
      == ["ok: calls.LoggedInInteractableMock#1.listener.set == 0"])
  }

  @Test func aReadOnlyPropertyHasNoSetterToCount() async {
    await runs(["use interactor mock"])
    let report = await sandbox.execute("calls interactor.isActive.set")
    #expect(report.status == .rejected)
    #expect(report.lines == [
      "error: unknown method of interactor 'isActive.set' — expected one of: activate, deactivate, login, logOut, router.set, listener.set"
    ])
  }

  /// Issue 41's twelfth point: the seed's `RootInteractableMock` counts `listener` too
  /// (`listenerSetCallCount`). The root of an app has no parent, so nothing sets it.
  @Test func everySetterTheSeedsMocksCountIsCountable() async {
    await runs(["use interactor mock", "send launch"])
    #expect(await lines("expect calls.interactor.listener.set == 0") == ["ok: calls.interactor.listener.set == 0"])
    #expect(await lines("calls interactor.listener.set") == ["interactor.listener.set: 0 calls"])
    #expect(await lines("verify interactor.listener.set never") == ["ok: interactor.listener.set never"])
    await runs(["use interactor spy"])
    #expect(await lines("verify interactor.listener.set never") == ["ok: interactor.listener.set never"], "the spy names it too")
    // The seed's four mocks' counted setters, whose protocols declare them `{ get set }`.
    let countable = RootInteractableMethod.allCases.map(\.rawValue) + LoggedInInteractableMethod.allCases.map(\.rawValue)
    #expect(Set(countable) == ["router.set", "listener.set"])
    let described = Set(InteractorSlot.slot.descriptor.methods.map(\.name) + LoggedInInteractableMock.methods.map(\.name))
    #expect(Set(countable).isSubset(of: described))
  }

  /// Issue 41's eleventh point: `nil` is a value of an optional parameter, such as a setter's
  /// `newValue` of `router: RootRouting?`, wherever a matcher is typed.
  @Test func nilMatchesAnOptionalParameter() async {
    await runs(["use interactor mock"])
    #expect(await lines("verify interactor.router.set never newValue=nil") == ["ok: interactor.router.set(newValue: nil) never"])
    let unset = await run("verify interactor.router.set newValue=nil")
    #expect(unset.status == .failed)
    #expect(unset.lines == [
      "FAIL: interactor.router.set expected exactly 1 call with newValue: nil, got 0",
      "  calls to interactor.router.set:", "    1. router.set(newValue: RootRouter#1)",
    ])
    #expect(await lines("verify interactor.router.set newValue=interactor").first?.hasPrefix("FAIL") == true,
      "a slot still names the object it holds")
    #expect(await lines("verify interactor.router.set newValue=RootRouter#1") == ["ok: interactor.router.set(newValue: RootRouter#1) exactly 1 call"])
    #expect(await lines("mock interactor.listener.set never newValue=nil") == ["interactor expects listener.set(newValue: nil) never"])
    #expect(await lines("verify interactor") == ["ok: 1 expectation of interactor met"])
    #expect(await lines("verify order interactor.router.set newValue=RootRouter#1 interactor.router.set never newValue=nil")
      == ["ok: interactor.router.set(newValue: RootRouter#1) then interactor.router.set(newValue: nil) (never)"])
    #expect(await lines("verify interactor.router.set newValue=nobody") == [
      "error: newValue of interactor.router.set is a RootRouting?: name a slot or an object such as RootInteractor#1, or nil; got nobody"
    ])
    // A parameter that is not optional still refuses it.
    await runs(["use loggedInBuilder mock", "stub loggedInBuilder.build returns LoggedInRoutingMock", "send routeToLoggedInRIB"])
    #expect(await lines("verify loggedInBuilder.build listener=nil") == [
      "error: listener of loggedInBuilder.build is a LoggedInListener: name a slot or an object such as RootInteractor#1; got nil"
    ])
  }

  /// What a mock records when its optional property is set to nil, `verify` matches with `nil`.
  @Test func aSetterGivenNilIsRecordedAsNilAndMatchesIt() {
    let log = CallLog()
    let mock = RootInteractableMock()
    mock.recorder = CallRecorder(double: "interactor", calls: log)
    mock.router = nil
    #expect(mock.routerSetCallCount == 1)
    let call = log.calls(to: "interactor", method: "router.set")
    #expect(call.map(\.description) == ["router.set(newValue: nil)"])
    let setToNil = CallExpectation.Argument("newValue", position: 0, .null)
    #expect(call.first.map(setToNil.matches) == true)
  }

  // MARK: Launch

  @Test func aSecondLaunchIsNoErrorAndActivatesAgain() async {
    await runs(["use interactor spy", "send launch"])
    let again = await sandbox.execute("send launch")
    #expect(again.status == .ok)
    #expect(again.lines == ["(no state change)"])
    #expect(await lines("expect calls.interactor.activate == 2") == ["ok: calls.interactor.activate == 2"])
    #expect(await lines("state tree") == [#"""""#, "RootRouter#1 · RootInteractorSpy#1 active", "└─ LoggedOutRouter#1 · LoggedOutInteractor#1 active", #"""""#])
  }

  // MARK: The window

  /// Issue 41's ninth point too: `launch(from:)` makes the window key and visible, as RIBs'
  /// `LaunchRouter` calls `window.makeKeyAndVisible()` and its `LaunchRouterTests` asserts
  /// `window.isKeyWindow`.
  @Test func theWindowShowsWhatLaunchPutInIt() async {
    #expect(await lines("state window") == [
      "RouterState.Window(", "  rootViewController: nil,", "  isKeyWindow: false,", "  isHidden: true", ")",
    ])
    let launched = await lines("send launch")
    #expect(launched.prefix(10) == [
      "  RouterState(",
      "    window: RouterState.Window(",
      "-     rootViewController: nil,",
      #"+     rootViewController: "RootViewController#1","#,
      "-     isKeyWindow: false,",
      "+     isKeyWindow: true,",
      "-     isHidden: true",
      "+     isHidden: false",
      "    ),",
      #"    tree: """"#,
    ])
    #expect(await lines("expect window.isKeyWindow == true") == ["ok: window.isKeyWindow == true"])
    #expect(await lines("expect window.isHidden == false") == ["ok: window.isHidden == false"])
    await runs(["use viewController mock"])
    #expect(await lines("state window.rootViewController") == [#""RootViewController#1""#], "the window keeps its view")
    await runs(["send launch"])
    #expect(await lines("state window.rootViewController") == [#""UIViewController#1""#], "a launch puts the current one in")
  }

  // MARK: Going away

  @Test func resetShowsTheRouterDetachingItsChildren() async {
    await runs([
      "use interactor mock", "use loggedInBuilder mock", "stub loggedInBuilder.build returns LoggedInRoutingMock",
      "send routeToLoggedInRIB",
    ])
    let reset = await sandbox.execute("reset")
    #expect(reset.status == .ok)
    #expect(reset.lines.contains("-     └─ LoggedInRoutingMock#1 · LoggedInInteractableMock#1 inactive"))
    #expect(Array(reset.lines.suffix(4)) == [
      "as router went away:",
      "  5. interactor.deactivate()",
      "  6. LoggedInInteractableMock#1.deactivate()",
      "reset router (interactor: mock, viewController: real, loggedOutBuilder: real, loggedInBuilder: mock)",
    ])
    #expect(await lines("state tree") == [#""RootRouter#1 · RootInteractableMock#1 inactive""#], "a fresh router")
  }

  @Test func unloadShowsTheRealRIBsResigning() async {
    await runs(["use interactor spy", "use viewController spy", "send launch", "send login"])
    let unload = await lines("unload")
    #expect(unload.contains("-        └─ MemosRouter#1 · MemosInteractor#1 active"))
    #expect(unload.contains(#"-     [0]: "MemosViewController#1""#))
    #expect(Array(unload.suffix(4)) == [
      "as router went away:",
      "  6. interactor.deactivate()",
      "  7. viewController.dismiss(viewController: MemosViewController#1)",
      "unloaded router",
    ])
  }

  @Test func aFreshRouterGoesAwayQuietly() async {
    #expect(await lines("unload") == ["unloaded router"], "nothing attached, a real interactor: no change, no calls")
  }

  @Test func aStrictMockThatDidNotExpectTheDeactivateFails() async {
    await runs(["use interactor mock", "mock interactor.activate 1", "send launch"])
    let load = await sandbox.execute("load router")
    #expect(load.status == .failed)
    #expect(load.lines.contains("FAIL: unexpected call interactor.deactivate(): the mock expects no calls to interactor.deactivate"))
    #expect(load.lines.last == "loaded router (interactor: real, viewController: real, loggedOutBuilder: real, loggedInBuilder: real)")
  }
}
