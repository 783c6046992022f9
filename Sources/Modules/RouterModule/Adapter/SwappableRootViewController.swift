import StuntKit

/// The root view `RootRouter` presents on, following the `viewController` slot call by call.
/// The logged-in RIB presents its children on it too.
final class SwappableRootViewController: RootViewControllable, LoggedInViewControllable, ObjectProxy {
  private let dependency: LiveSlot<RootViewControllable>

  init(environment: ModuleEnvironment) {
    dependency = environment.dependency(ViewControllerSlot.slot)
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.dependency.current }
  }

  var proxied: AnyObject { dependency.current }

  var uiviewController: UIViewController { dependency.current.uiviewController }
  func present(viewController: ViewControllable) { dependency.current.present(viewController: viewController) }
  func dismiss(viewController: ViewControllable) { dependency.current.dismiss(viewController: viewController) }
}
