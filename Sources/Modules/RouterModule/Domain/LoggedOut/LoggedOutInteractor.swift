import StuntKit

/// Who hears that the user logged in: the root interactor.
@MethodNames
@MainActor
protocol LoggedOutListener: AnyObject {
  func login()
}

/// The login screen's logic: its button passes the login up.
@MainActor
protocol LoggedOutInteractable: Interactable {
  var listener: LoggedOutListener? { get set }
  func login()
}

final class LoggedOutInteractor: Interactor, LoggedOutInteractable {
  weak var listener: LoggedOutListener?

  func login() {
    listener?.login()
  }
}
