import StuntKit

/// The `interactor` slot's mock. Mock (Meszaros: a double that records the calls it receives,
/// for behaviour verification), in the shape mockolo generates and the seed writes by hand: a
/// `CallCount` and a `Handler` per method. It does nothing by itself: `activate` does not make
/// it active and `login` routes nowhere, which is what lets a router test see only the router.
///
/// ```swift
/// // live: RootRouter(interactor: RootInteractor(), ...) — login and logOut route
/// // test: the seed's setUp
/// let rootInteractor = RootInteractableMock()
/// let router = RootRouter(interactor: rootInteractor, viewController: RootViewControllableMock(), ...)
/// ```
final class RootInteractableMock: RootInteractable {
  // Variables
  weak var router: RootRouting? {
    didSet { routerSetCallCount += 1; recorder?.record(RootInteractableMethod.routerSet, newValue: router) }
  }
  var routerSetCallCount = 0

  weak var listener: RootListener? {
    didSet { listenerSetCallCount += 1; recorder?.record(RootInteractableMethod.listenerSet, newValue: listener) }
  }
  var listenerSetCallCount = 0

  var isActive: Bool = false { didSet { isActiveSetCallCount += 1 } }
  var isActiveSetCallCount = 0

  // Function Handlers
  var activateHandler: (() -> Void)?
  var activateCallCount: Int = 0

  var deactivateHandler: (() -> Void)?
  var deactivateCallCount: Int = 0

  var loginHandler: (() -> Void)?
  var loginCallCount: Int = 0

  var logoutHandler: (() -> Void)?
  var logoutCallCount: Int = 0

  var recorder: CallRecorder?

  func activate() {
    activateCallCount += 1
    recorder?.record(InteractableMethod.activate)
    if let activateHandler = activateHandler {
      return activateHandler()
    }
  }

  func deactivate() {
    deactivateCallCount += 1
    recorder?.record(InteractableMethod.deactivate)
    if let deactivateHandler = deactivateHandler {
      return deactivateHandler()
    }
  }

  func login() {
    loginCallCount += 1
    recorder?.record(LoggedOutListenerMethod.login)
    if let loginHandler = loginHandler {
      return loginHandler()
    }
  }

  func logOut() {
    logoutCallCount += 1
    recorder?.record(LoggedInListenerMethod.logOut)
    if let logoutHandler = logoutHandler {
      return logoutHandler()
    }
  }
}
