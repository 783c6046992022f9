import StuntKit

/// Who hears that the user logged out: the root interactor.
@MethodNames
@MainActor
protocol LoggedInListener: AnyObject {
  func logOut()
}

/// The logged-in RIB's logic; it listens to the memos RIB, whose logout button it passes up.
@MethodNames
@MainActor
protocol LoggedInInteractable: Interactable, MemosListener {
  var router: LoggedInRouting? { get set }
  var listener: LoggedInListener? { get set }
}

final class LoggedInInteractor: Interactor, LoggedInInteractable {
  weak var router: LoggedInRouting?
  weak var listener: LoggedInListener?

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.routeToMemosRIB()
  }

  override func willResignActive() {
    super.willResignActive()
    router?.cleanupViews()
  }

  func logOut() {
    listener?.logOut()
  }
}
