import StuntKit

/// The `viewController` slot's mock, as in the seed: it counts `present` and `dismiss` and
/// shows nothing, so a router test needs no screen.
///
/// ```swift
/// // live: RootRouter(..., viewController: RootViewController(), ...)
/// // test: RootRouter(..., viewController: RootViewControllableMock(), ...)
/// ```
final class RootViewControllableMock: RootViewControllable {
  // Variables
  var uiviewController: UIViewController = UIViewController() { didSet { uiviewControllerSetCallCount += 1 } }
  var uiviewControllerSetCallCount = 0

  // Function Handlers
  var presentHandler: ((_ viewController: ViewControllable) -> Void)?
  var presentCallCount: Int = 0
  var dismissHandler: ((_ viewController: ViewControllable) -> Void)?
  var dismissCallCount: Int = 0

  var recorder: CallRecorder?

  func present(viewController: ViewControllable) {
    presentCallCount += 1
    recorder?.record(RootViewControllableMethod.present, objects: [("viewController", viewController)])
    if let presentHandler = presentHandler {
      return presentHandler(viewController)
    }
  }

  func dismiss(viewController: ViewControllable) {
    dismissCallCount += 1
    recorder?.record(RootViewControllableMethod.dismiss, objects: [("viewController", viewController)])
    if let dismissHandler = dismissHandler {
      return dismissHandler(viewController)
    }
  }
}
