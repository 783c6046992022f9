import StuntKit

/// Builds the logged-in RIB for a listener.
@MethodNames
@MainActor
protocol LoggedInBuildable: AnyObject {
  func build(withListener listener: LoggedInListener) -> LoggedInRouting
}

/// The logged-in RIB has no view: it presents its children on the view it is given (the root's).
class LoggedInBuilder: LoggedInBuildable {
  private let viewController: LoggedInViewControllable

  init(viewController: LoggedInViewControllable) {
    self.viewController = viewController
  }

  func build(withListener listener: LoggedInListener) -> LoggedInRouting {
    let interactor = LoggedInInteractor()
    interactor.listener = listener
    return LoggedInRouter(interactor: interactor, viewController: viewController, memosBuilder: MemosBuilder())
  }
}
