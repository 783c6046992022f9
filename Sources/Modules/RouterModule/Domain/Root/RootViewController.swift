import StuntKit

/// What the root router does with the root view: present and dismiss its children's views.
@MethodNames
@MainActor
protocol RootViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

/// The root view. The logged-in RIB has no view of its own and presents on this one.
final class RootViewController: UIViewController, RootViewControllable, LoggedInViewControllable {
  func present(viewController: ViewControllable) {
    present(viewController.uiviewController)
  }

  func dismiss(viewController: ViewControllable) {
    dismiss(viewController.uiviewController)
  }
}
