import StuntKit

/// Who would hear from the root RIB: its parent, which the root of an app does not have. RIBs'
/// template declares it all the same, and the seed's `RootInteractableMock` counts its writes.
@MainActor
protocol RootListener: AnyObject {}

/// What the root router asks of the root interactor: the root is the listener of both children,
/// so `login` and `logOut` arrive here.
@MethodNames
@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
  var router: RootRouting? { get set }
  var listener: RootListener? { get set }
}

/// The root RIB's logic: logging in and out is a matter of routing.
@MainActor
class RootInteractor: Interactor, RootInteractable {
  weak var router: RootRouting?
  weak var listener: RootListener?

  func login() {
    router?.routeToLoggedInRIB()
  }

  func logOut() {
    router?.routeToLoggedOutRIB()
  }
}
