import Testing

@testable import RouterModule

/// RIBs' lifecycle as the sandbox's core keeps it: a launch that is not guarded, and a router
/// that goes away as RIBs' `Router.deinit` does.
@MainActor
@Suite("RIBs lifecycle")
struct RIBsLifecycleTests {
  /// The seed's root router over its mocks, with the logged-out builder answering a real RIB.
  func rootRouterOverMocks() -> (RootRouter, RootInteractableMock, LoggedOutBuildableMock) {
    let interactor = RootInteractableMock()
    let loggedOutBuilder = LoggedOutBuildableMock()
    loggedOutBuilder.buildHandler = { LoggedOutBuilder().build(withListener: $0) }
    let router = RootRouter(
      interactor: interactor, viewController: RootViewControllableMock(), loggedOutBuilder: loggedOutBuilder,
      loggedInBuilder: LoggedInBuildableMock())
    return (router, interactor, loggedOutBuilder)
  }

  @Test func launchingTwiceActivatesAgainAndLoadsOnce() {
    let (router, interactor, loggedOutBuilder) = rootRouterOverMocks()
    let window = UIWindow()
    router.launch(from: window)
    router.launch(from: window)
    #expect(interactor.activateCallCount == 2, "RIBs calls activate on every launch; a mock counts each")
    #expect(loggedOutBuilder.buildCallCount == 1, "didLoad, which shows the login screen, runs once")
    #expect(router.children.count == 1)
    #expect(window.rootViewController === router.viewControllable.uiviewController)
  }

  @Test func aRealInteractorIgnoresTheSecondLaunch() {
    let viewController = RootViewController()
    let interactor = RootInteractor()
    let router = RootRouter(
      interactor: interactor, viewController: viewController, loggedOutBuilder: LoggedOutBuilder(),
      loggedInBuilder: LoggedInBuilder(viewController: viewController))
    router.launch(from: UIWindow())
    let loggedOut = router.loggedOutRouting
    router.launch(from: UIWindow())
    #expect(interactor.isActive)
    #expect(router.loggedOutRouting === loggedOut, "no second login screen")
    #expect(viewController.presentedViewControllers.count == 1)
  }

  @Test func theWindowHoldsTheViewItWasLaunchedWith() {
    let (router, _, _) = rootRouterOverMocks()
    let window = UIWindow()
    #expect(window.rootViewController == nil)
    router.launch(from: window)
    #expect(window.rootViewController === router.viewControllable.uiviewController)
  }

  @Test func aRouterThatGoesAwayDeactivatesAndDetachesItsSubtree() throws {
    let viewController = RootViewController()
    let interactor = RootInteractableMock()
    let router = RootRouter(
      interactor: interactor, viewController: viewController, loggedOutBuilder: LoggedOutBuilder(),
      loggedInBuilder: LoggedInBuilder(viewController: viewController))
    router.routeToLoggedInRIB()
    let loggedIn = try #require(router.loggedInRouting as? LoggedInRouter)
    let memos = try #require(loggedIn.memosRouting)
    #expect(loggedIn.interactable.isActive && memos.interactable.isActive)

    router.goAway()
    #expect(interactor.deactivateCallCount == 1)
    #expect(router.children.isEmpty && loggedIn.children.isEmpty, "each router detached its children")
    #expect(!loggedIn.interactable.isActive && !memos.interactable.isActive)
    // The logged-in interactor resigning cleared the memos view it showed, as RIBs' would.
    #expect(viewController.presentedViewControllers.isEmpty)

    router.goAway()
    #expect(interactor.deactivateCallCount == 1, "a router goes once")
  }

  @Test func aMockChildIsDetachedButDoesNothingItself() {
    let (router, _, _) = rootRouterOverMocks()
    let child = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    router.attachChild(child)
    router.goAway()
    #expect((child.interactable as? LoggedInInteractableMock)?.deactivateCallCount == 1)
    #expect(child.detachChildCallCount == 0 && child.cleanupViewsCallCount == 0)
    #expect(router.children.isEmpty)
  }

  @Test func theSeedsMocksCountTheirSettersAsMockoloDoes() {
    let interactable = LoggedInInteractableMock()
    let router = LoggedInRoutingMock(interactable: interactable)
    interactable.router = router
    interactable.listener = RootInteractableMock()
    interactable.listener = nil
    #expect(interactable.routerSetCallCount == 1 && interactable.listenerSetCallCount == 2)
  }
}
