import StuntKit

/// Seed 003's RIBs app in the sandbox: `RootRouter` with its four collaborators as slots, the
/// router tree as state, and mockolo-style mocks whose calls the call log sees.
@MainActor
public final class RouterModule: StuntModule {
  public static let descriptor = ModuleDescriptor(
    name: "router",
    summary: "RIBs RootRouter: routeToLoggedInRIB with builder mocks, the router tree, call order",
    seed: "003_335e84edc6e1745e.txt (RIBs RootRouter, builder mocks)",
    slots: [
      SwappableRootInteractor.descriptor, SwappableRootViewController.descriptor,
      SwappableLoggedOutBuilder.descriptor, SwappableLoggedInBuilder.descriptor,
    ],
    inputs: [
      InputDescriptor("launch", summary: "launchRouter.launch(from: window): activates the root, loads it, shows LoggedOut"),
      InputDescriptor("routeToLoggedInRIB", summary: "rootRouter.routeToLoggedInRIB(), as the seed's test calls it"),
      InputDescriptor("routeToLoggedOutRIB", summary: "rootRouter.routeToLoggedOutRIB()"),
      InputDescriptor("login", summary: "the login screen's button: LoggedOutInteractor.login() tells its listener"),
      InputDescriptor("routeToMemosRIB", summary: "the attached LoggedIn router's routeToMemosRIB()"),
      InputDescriptor("detachMemosRIB", summary: "the attached LoggedIn router's detachMemosRIB()"),
      InputDescriptor("logOut", summary: "the memos screen's logout button, passed up to the root"),
    ],
    topics: [
      ExplainTopic("handlers", [
        "handlers: how the seed's mockolo mocks answer. Each method has a CallCount and a Handler;",
        "a method that returns nothing just counts, one that returns a value asks its handler, and",
        "without one mockolo's mock calls fatalError(\"... its handler must be set\"), ending the test run.",
        "Here `stub loggedInBuilder.build returns LoggedInRoutingMock` sets the handler (one router,",
        "returned by every build, as the seed's test does) or `returns LoggedInRouter` (a real one).",
        "A missing handler prints the seed's message as a FAIL and a stand-in mock is returned.",
      ])
    ]
  )

  private let environment: ModuleEnvironment
  private let interactor: SwappableRootInteractor
  private let viewController: SwappableRootViewController
  private let loggedOutBuilder: SwappableLoggedOutBuilder
  private let loggedInBuilder: SwappableLoggedInBuilder
  private let rootRouter: RootRouter
  private let window = UIWindow()

  public init(environment: ModuleEnvironment) {
    self.environment = environment
    let slots = environment.slots
    interactor = SwappableRootInteractor(slot: slots.require(SwappableRootInteractor.descriptor), environment: environment)
    viewController = SwappableRootViewController(
      slot: slots.require(SwappableRootViewController.descriptor), environment: environment)
    loggedOutBuilder = SwappableLoggedOutBuilder(
      slot: slots.require(SwappableLoggedOutBuilder.descriptor), environment: environment)
    loggedInBuilder = SwappableLoggedInBuilder(
      slot: slots.require(SwappableLoggedInBuilder.descriptor), environment: environment, viewController: viewController)
    rootRouter = RootRouter(
      interactor: interactor, viewController: viewController, loggedOutBuilder: loggedOutBuilder,
      loggedInBuilder: loggedInBuilder)
    let held: [(AnyObject, SlotDescriptor)] = [
      (interactor, SwappableRootInteractor.descriptor), (viewController, SwappableRootViewController.descriptor),
      (loggedOutBuilder, SwappableLoggedOutBuilder.descriptor), (loggedInBuilder, SwappableLoggedInBuilder.descriptor),
    ]
    for (object, slot) in held { environment.objects.hold(object, in: slot.name) }
    // Named in a fixed order, so the numbers do not depend on which is drawn first.
    _ = environment.objects.name(of: rootRouter)
  }

  public var state: any Sendable {
    let names = environment.objects
    return RouterState(
      tree: RouterTree.draw(rootRouter, names: names),
      presented: viewController.uiviewController.presentedViewControllers.map(names.name(of:)),
      collaborators: .init(
        interactor: names.name(of: interactor), viewController: names.name(of: viewController),
        loggedOutBuilder: loggedOutBuilder.summary, loggedInBuilder: loggedInBuilder.summary))
  }

  public func dependencyDidChange(_ slot: DependencySlot) {
    switch slot.name {
    case SwappableRootInteractor.descriptor.name: interactor.slotDidChange()
    case SwappableRootViewController.descriptor.name: viewController.slotDidChange()
    case SwappableLoggedOutBuilder.descriptor.name: loggedOutBuilder.slotDidChange()
    case SwappableLoggedInBuilder.descriptor.name: loggedInBuilder.slotDidChange()
    default: break
    }
  }

  public func send(_ input: String, _ arguments: InputArguments) throws(ModuleError) {
    switch input {
    case "launch":
      guard !rootRouter.isLaunched else { throw ModuleError("RootRouter is already launched") }
      rootRouter.launch(from: window)
    case "routeToLoggedInRIB":
      rootRouter.routeToLoggedInRIB()
    case "routeToLoggedOutRIB":
      rootRouter.routeToLoggedOutRIB()
    case "login":
      guard let loggedOut = rootRouter.loggedOutRouting?.interactable as? LoggedOutInteractable else {
        throw ModuleError("no login screen is shown; send launch or routeToLoggedOutRIB first")
      }
      loggedOut.login()
    case "routeToMemosRIB":
      try attachedLoggedIn().routeToMemosRIB()
    case "detachMemosRIB":
      try attachedLoggedIn().detachMemosRIB()
    case "logOut":
      guard let memos = (rootRouter.loggedInRouting as? LoggedInRouter)?.memosRouting?.interactable as? MemosInteractor else {
        throw ModuleError("no memos screen is shown; its logout button needs a real LoggedIn RIB showing memos")
      }
      memos.logOut()
    default:
      throw ModuleError("router has no input '\(input)'")
    }
  }

  private func attachedLoggedIn() throws(ModuleError) -> LoggedInRouting {
    guard let loggedIn = rootRouter.loggedInRouting else {
      throw ModuleError("no LoggedIn RIB is attached; send routeToLoggedInRIB first")
    }
    return loggedIn
  }
}
