/// RIBs' root router: `launch(from:)` puts its view in the window, activates its interactor
/// and loads it.
@MainActor
class LaunchRouter: ViewableRouter {
  private(set) var isLaunched = false

  func launch(from window: UIWindow) {
    window.rootViewController = viewControllable.uiviewController
    isLaunched = true
    interactable.activate()
    load()
  }
}
