import StuntKit

/// The interactable a `LoggedInRoutingMock` is made with, as in the seed: it counts, and
/// `activate` leaves it inactive.
final class LoggedInInteractableMock: LoggedInInteractable {
  // Variables
  weak var router: LoggedInRouting? {
    didSet { routerSetCallCount += 1; recorder?.record(LoggedInInteractableMethod.routerSet, newValue: router) }
  }
  var routerSetCallCount = 0

  weak var listener: LoggedInListener? {
    didSet { listenerSetCallCount += 1; recorder?.record(LoggedInInteractableMethod.listenerSet, newValue: listener) }
  }
  var listenerSetCallCount = 0

  var isActive: Bool = false { didSet { isActiveSetCallCount += 1 } }
  var isActiveSetCallCount = 0

  // Function Handlers
  var activateHandler: (() -> Void)?
  var activateCallCount: Int = 0

  var deactivateHandler: (() -> Void)?
  var deactivateCallCount: Int = 0

  var logoutHandler: (() -> Void)?
  var logoutCallCount: Int = 0

  var recorder: CallRecorder?

  /// The methods `calls`, `mock` and `verify` can name.
  static let methods = [
    MethodDescriptor(InteractableMethod.activate.rawValue, summary: "called when its router is attached"),
    MethodDescriptor(InteractableMethod.deactivate.rawValue, summary: "called when its router is detached"),
    MethodDescriptor(MemosListenerMethod.logOut.rawValue, summary: "the memos screen's logout, passed up"),
    .setter(LoggedInInteractableMethod.routerSet, of: (any LoggedInRouting)?.self),
    .setter(LoggedInInteractableMethod.listenerSet, of: (any LoggedInListener)?.self),
  ]

  init() {}

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

  func logOut() {
    logoutCallCount += 1
    recorder?.record(MemosListenerMethod.logOut)
    if let logoutHandler = logoutHandler {
      return logoutHandler()
    }
  }
}
