import StuntTestSupport
import Testing

@testable import RouterModule

/// Seed 003's RootRouterTests, in Swift Testing, against the router and the seed's mocks
/// directly: no sandbox, the mocks' own counters and handlers.
@MainActor
@Suite("RootRouter")
struct RootRouterTests {
  let loggedInBuilder = LoggedInBuildableMock()
  let rootInteractor = RootInteractableMock()
  let rootRouter: RootRouter

  init() {
    rootRouter = RootRouter(
      interactor: rootInteractor,
      viewController: RootViewControllableMock(),
      loggedOutBuilder: LoggedOutBuildableMock(),
      loggedInBuilder: loggedInBuilder)
  }

  @Test func test_routeToLoggedIn_verifyInvokeBuilderAttachReturnedRouter() {
    let loggedInRouter = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    var assignedListener: LoggedInListener? = nil
    loggedInBuilder.buildHandler = { (_ listener: LoggedInListener) -> LoggedInRouting in
      assignedListener = listener
      return loggedInRouter
    }

    #expect(assignedListener == nil)
    #expect(loggedInBuilder.buildCallCount == 0)
    #expect(loggedInRouter.loadCallCount == 0)

    rootRouter.routeToLoggedInRIB()

    #expect(assignedListener === rootInteractor)
    #expect(loggedInBuilder.buildCallCount == 1)
    #expect(loggedInRouter.loadCallCount == 1)
  }

  @Test func theRouterTellsItsInteractorWhoItIs() {
    #expect(rootInteractor.router === rootRouter)
    #expect(rootInteractor.routerSetCallCount == 1)
  }

  @Test func aBuildWithoutAHandlerIsReportedAndAStandInReturned() {
    let issues = IssueCollector()
    issues.collect { rootRouter.routeToLoggedInRIB() }
    #expect(issues.messages == [
      "Function build returns a value that can't be handled with a default value and its handler must be set"
    ])
    #expect(loggedInBuilder.buildCallCount == 1)
    #expect(rootRouter.loggedInRouting is LoggedInRoutingMock)
  }

  @Test func theMocksDoNothingByThemselves() {
    let loggedInRouter = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    loggedInBuilder.buildHandler = { _ in loggedInRouter }
    rootRouter.routeToLoggedInRIB()
    // attachChild activated the mock's interactable, which stays inactive: it only counts.
    #expect((loggedInRouter.interactable as? LoggedInInteractableMock)?.activateCallCount == 1)
    #expect(!loggedInRouter.interactable.isActive)
    rootInteractor.login()
    #expect(rootInteractor.loginCallCount == 1)
    #expect(loggedInBuilder.buildCallCount == 1, "the mock interactor routes nowhere")
  }
}
