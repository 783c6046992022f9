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

/// UIKit's window, as far as `LaunchRouter.launch(from:)` uses it: the root view it is given,
/// and the two properties `makeKeyAndVisible()` changes. RIBs' own `LaunchRouterTests` asserts
/// `window.isKeyWindow` after a launch, its `WindowMock` keeping just that, so a RIBs user looks
/// for the same name; `isHidden` is the "visible" half, which `isKeyWindow` alone would not show.
@MainActor
final class UIWindow {
  var rootViewController: UIViewController?
  /// Whether it is the window that receives keyboard and other non-touch events.
  private(set) var isKeyWindow = false
  /// A new window is hidden until it is shown.
  private(set) var isHidden = true

  func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
