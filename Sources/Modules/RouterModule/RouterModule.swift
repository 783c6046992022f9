import StuntKit

/// Seed 003's RIBs app in the sandbox: `RootRouter` with its four collaborators as slots, the
/// router tree as state, and mockolo-style mocks whose calls the call log sees.
@MainActor
final class RouterModule: StuntModule {
  static let info = ModuleInfo(
    name: "router",
    summary: "RIBs RootRouter: routeToLoggedInRIB with builder mocks, the router tree, call order",
    seed: "003_335e84edc6e1745e.txt (RIBs RootRouter, builder mocks)",
    topics: [.handlers]
  )
  static let slots: [any DeclaredSlot] = [
    InteractorSlot.slot, ViewControllerSlot.slot, LoggedOutBuilderSlot.slot,
    LoggedInBuilderSlot.slot,
  ]

  enum Action: ModuleAction, CaseIterable, InputSummaries {
    case launch, routeToLoggedInRIB, routeToLoggedOutRIB, login, routeToMemosRIB, detachMemosRIB, logOut

    var summary: String {
      switch self {
      case .launch: "launchRouter.launch(from: window): activates the root, loads it once, shows LoggedOut"
      case .routeToLoggedInRIB: "rootRouter.routeToLoggedInRIB(), as the seed's test calls it"
      case .routeToLoggedOutRIB: "rootRouter.routeToLoggedOutRIB()"
      case .login: "the login screen's button: LoggedOutInteractor.login() tells its listener"
      case .routeToMemosRIB: "the attached LoggedIn router's routeToMemosRIB()"
      case .detachMemosRIB: "the attached LoggedIn router's detachMemosRIB()"
      case .logOut: "the memos screen's logout button, passed up to the root"
      }
    }
  }

  private let environment: ModuleEnvironment
  private let interactor: SwappableRootInteractor
  private let viewController: SwappableRootViewController
  private let loggedOutBuilder: SwappableLoggedOutBuilder
  private let loggedInBuilder: SwappableLoggedInBuilder
  private let rootRouter: RootRouter
  private let window = UIWindow()

  init(environment: ModuleEnvironment) {
    self.environment = environment
    interactor = SwappableRootInteractor(environment: environment)
    viewController = SwappableRootViewController(environment: environment)
    loggedOutBuilder = SwappableLoggedOutBuilder(environment: environment)
    loggedInBuilder = SwappableLoggedInBuilder(environment: environment, viewController: viewController)
    rootRouter = RootRouter(
      interactor: interactor, viewController: viewController, loggedOutBuilder: loggedOutBuilder,
      loggedInBuilder: loggedInBuilder)
    let held: [(AnyObject, any DeclaredSlot)] = [
      (interactor, InteractorSlot.slot), (viewController, ViewControllerSlot.slot),
      (loggedOutBuilder, LoggedOutBuilderSlot.slot), (loggedInBuilder, LoggedInBuilderSlot.slot),
    ]
    for (object, slot) in held { environment.objects.hold(object, in: slot.descriptor.name) }
    // Named in a fixed order, so the numbers do not depend on which is drawn first.
    _ = environment.objects.name(of: rootRouter)
    // RIBs' router goes when it is released; here, when the sandbox drops the module.
    environment.onDeparture { [weak rootRouter] in rootRouter?.goAway() }
  }

  var state: any Sendable {
    let names = environment.objects
    return RouterState(
      window: .init(
        rootViewController: window.rootViewController.map(names.name(of:)), isKeyWindow: window.isKeyWindow,
        isHidden: window.isHidden),
      tree: RouterTree.draw(rootRouter, names: names),
      presented: viewController.uiviewController.presentedViewControllers.map(names.name(of:)),
      collaborators: .init(
        interactor: names.name(of: interactor), viewController: names.name(of: viewController),
        loggedOutBuilder: loggedOutBuilder.summary, loggedInBuilder: loggedInBuilder.summary))
  }

  func send(_ action: Action) throws(ModuleError) {
    switch action {
    case .launch:
      rootRouter.launch(from: window)
    case .routeToLoggedInRIB:
      rootRouter.routeToLoggedInRIB()
    case .routeToLoggedOutRIB:
      rootRouter.routeToLoggedOutRIB()
    case .login:
      guard let loggedOut = rootRouter.loggedOutRouting?.interactable as? LoggedOutInteractable else {
        throw ModuleError("no login screen is shown; send \(Action.launch) or \(Action.routeToLoggedOutRIB) first")
      }
      loggedOut.login()
    case .routeToMemosRIB:
      try attachedLoggedIn().routeToMemosRIB()
    case .detachMemosRIB:
      try attachedLoggedIn().detachMemosRIB()
    case .logOut:
      guard let memos = (rootRouter.loggedInRouting as? LoggedInRouter)?.memosRouting?.interactable as? MemosInteractor else {
        throw ModuleError("no memos screen is shown; its logout button needs a real LoggedIn RIB showing memos")
      }
      memos.logOut()
    }
  }

  private func attachedLoggedIn() throws(ModuleError) -> LoggedInRouting {
    guard let loggedIn = rootRouter.loggedInRouting else {
      throw ModuleError("no LoggedIn RIB is attached; send \(Action.routeToLoggedInRIB) first")
    }
    return loggedIn
  }
}

extension ModuleEntry {
  @MainActor public static var router: ModuleEntry { RouterModule.entry }
}
