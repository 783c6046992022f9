/// The logged-out RIB's router: a screen, no children.
@MainActor
protocol LoggedOutRouting: ViewableRouting {}

final class LoggedOutRouter: ViewableRouter, LoggedOutRouting {
  let interactor: LoggedOutInteractable

  init(interactor: LoggedOutInteractable, viewController: ViewControllable) {
    self.interactor = interactor
    super.init(interactable: interactor, viewControllable: viewController)
  }
}
