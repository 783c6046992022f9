import StuntKit

/// Who hears the memos screen's logout button: the logged-in interactor.
@MethodNames
@MainActor
protocol MemosListener: AnyObject {
  func logOut()
}

/// The memo list's logic; of it the routing lessons need only the logout button.
final class MemosInteractor: Interactor {
  weak var listener: MemosListener?

  func logOut() {
    listener?.logOut()
  }
}
