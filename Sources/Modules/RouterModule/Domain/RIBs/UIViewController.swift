/// UIKit is not on Linux. This stand-in keeps the little the seed's routers read of a view
/// controller: whether it sits in a navigation controller, and what it presents.
@MainActor
class UIViewController: ViewControllable {
  /// In UIKit a `UINavigationController`; nil unless a RIB wraps its view in one.
  var navigationController: UIViewController?
  private(set) var presentedViewControllers: [UIViewController] = []

  var uiviewController: UIViewController { self }

  func present(_ viewController: UIViewController) {
    presentedViewControllers.append(viewController)
  }

  func dismiss(_ viewController: UIViewController) {
    presentedViewControllers.removeAll { $0 === viewController }
  }
}

/// UIKit's window, as far as `LaunchRouter.launch(from:)` needs it.
@MainActor
final class UIWindow {
  var rootViewController: UIViewController?
}
