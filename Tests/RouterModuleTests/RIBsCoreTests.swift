import StuntTestSupport
import Testing

@testable import RouterModule

/// The small RIBs core the seed's routers stand on.
@MainActor
@Suite("RIBs core")
struct RIBsCoreTests {
  /// An interactor that logs its hooks, and a router that logs its load.
  final class Probe: Interactor {
    var log: [String] = []
    override func didBecomeActive() { log.append("didBecomeActive") }
    override func willResignActive() { log.append("willResignActive") }
  }

  final class ProbeRouter: Router {
    let probe: Probe
    init(_ probe: Probe) {
      self.probe = probe
      super.init(interactable: probe)
    }
    override func didLoad() { probe.log.append("didLoad") }
  }

  @Test func anInteractorActivatesAndDeactivatesOnce() {
    let probe = Probe()
    probe.activate()
    probe.activate()
    #expect(probe.isActive)
    probe.deactivate()
    probe.deactivate()
    #expect(!probe.isActive)
    #expect(probe.log == ["didBecomeActive", "willResignActive"])
  }

  @Test func attachingActivatesTheChildBeforeLoadingIt() {
    let parent = ProbeRouter(Probe())
    let child = ProbeRouter(Probe())
    parent.attachChild(child)
    #expect(child.probe.log == ["didBecomeActive", "didLoad"])
    #expect(parent.children.count == 1)
    child.load()
    #expect(child.probe.log == ["didBecomeActive", "didLoad"], "a router loads once")
  }

  @Test func detachingDeactivatesTheChild() {
    let parent = ProbeRouter(Probe())
    let child = ProbeRouter(Probe())
    parent.attachChild(child)
    parent.detachChild(child)
    #expect(parent.children.isEmpty)
    #expect(!child.probe.isActive)
  }

  @Test func attachingTheSameChildTwiceIsReportedNotRepeated() {
    let parent = ProbeRouter(Probe())
    let child = ProbeRouter(Probe())
    let issues = IssueCollector()
    issues.collect {
      parent.attachChild(child)
      parent.attachChild(child)
    }
    #expect(issues.messages == ["Attempt to attach child: ProbeRouter, which is already attached to ProbeRouter."])
    #expect(parent.children.count == 1)
    #expect(child.probe.log == ["didBecomeActive", "didLoad"])
  }

  @Test func launchingShowsTheLoggedOutRIBAndLoginRoutesToMemos() throws {
    let viewController = RootViewController()
    let router = RootRouter(
      interactor: RootInteractor(), viewController: viewController, loggedOutBuilder: LoggedOutBuilder(),
      loggedInBuilder: LoggedInBuilder(viewController: viewController))
    let window = UIWindow()
    router.launch(from: window)
    #expect(window.rootViewController === viewController)
    #expect(router.interactable.isActive)
    let loggedOut = try #require(router.loggedOutRouting as? LoggedOutRouter)
    #expect(viewController.presentedViewControllers.map { "\(type(of: $0))" } == ["LoggedOutViewController"])

    loggedOut.interactor.login()
    #expect(router.loggedOutRouting == nil)
    #expect(!loggedOut.interactable.isActive)
    let loggedIn = try #require(router.loggedInRouting as? LoggedInRouter)
    #expect(loggedIn.interactable.isActive)
    let memos = try #require(loggedIn.memosRouting as? MemosRouter)
    #expect(router.children.count == 1 && loggedIn.children.count == 1)
    #expect(viewController.presentedViewControllers.map { "\(type(of: $0))" } == ["MemosViewController"])

    memos.interactor.logOut()
    #expect(router.loggedInRouting == nil)
    #expect(router.loggedOutRouting != nil)
    #expect(viewController.presentedViewControllers.map { "\(type(of: $0))" } == ["LoggedOutViewController"])
  }
}
