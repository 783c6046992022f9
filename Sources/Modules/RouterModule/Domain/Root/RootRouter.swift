/// The routes of the root RIB.
@MainActor
protocol RootRouting: ViewableRouting {
  func routeToLoggedInRIB()
  func routeToLoggedOutRIB()
}

/// The seed's system under test: on load it shows the logged-out RIB; `routeToLoggedInRIB`
/// swaps it for the logged-in one, built by `loggedInBuilder` with the root interactor as its
/// listener.
final class RootRouter: LaunchRouter, RootRouting {
  private let interactor: RootInteractable
  private let viewController: RootViewControllable
  private let loggedOutBuilder: LoggedOutBuildable
  private let loggedInBuilder: LoggedInBuildable
  private(set) var loggedOutRouting: LoggedOutRouting?
  private(set) var loggedInRouting: LoggedInRouting?

  init(
    interactor: RootInteractable,
    viewController: RootViewControllable,
    loggedOutBuilder: LoggedOutBuildable,
    loggedInBuilder: LoggedInBuildable
  ) {
    self.interactor = interactor
    self.viewController = viewController
    self.loggedOutBuilder = loggedOutBuilder
    self.loggedInBuilder = loggedInBuilder
    super.init(interactable: interactor, viewControllable: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    routeToLoggedOutRIB()
  }

  func routeToLoggedInRIB() {
    if let loggedOutRouting = loggedOutRouting {
      detachChild(loggedOutRouting)
      if let navigationController = loggedOutRouting.viewControllable.uiviewController.navigationController {
        viewController.dismiss(viewController: navigationController)
      } else {
        viewController.dismiss(viewController: loggedOutRouting.viewControllable)
      }
      self.loggedOutRouting = nil
    }

    let loggedInRouting = loggedInBuilder.build(withListener: interactor)
    self.loggedInRouting = loggedInRouting
    attachChild(loggedInRouting)
  }

  func routeToLoggedOutRIB() {
    // Not in the seed, which shows only the logged-in route: written to mirror it, and, like
    // `routeToMemosRIB`, a no-op when the screen is already there.
    guard loggedOutRouting == nil else { return }
    if let loggedInRouting = loggedInRouting {
      detachChild(loggedInRouting)
      self.loggedInRouting = nil
    }

    let loggedOutRouting = loggedOutBuilder.build(withListener: interactor)
    self.loggedOutRouting = loggedOutRouting
    attachChild(loggedOutRouting)
    viewController.present(viewController: loggedOutRouting.viewControllable)
  }
}
