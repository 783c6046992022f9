import StuntKit

/// What the root router asks of the root interactor: the root is the listener of both children,
/// so `login` and `logOut` arrive here.
@MethodNames
@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
  var router: RootRouting? { get set }
}

/// The root RIB's logic: logging in and out is a matter of routing.
@MainActor
class RootInteractor: Interactor, RootInteractable {
  weak var router: RootRouting?

  func login() {
    router?.routeToLoggedInRIB()
  }

  func logOut() {
    router?.routeToLoggedOutRIB()
  }
}
