/// RIBs' root router: `launch(from:)` puts its view in the window, makes the window key and
/// visible, activates its interactor and loads it. As in RIBs nothing guards it: launched
/// again, it sets the window again and activates again (an `Interactor` already active ignores
/// that, a mock counts it), and `load` runs `didLoad` only the first time.
@MainActor
class LaunchRouter: ViewableRouter {
  func launch(from window: UIWindow) {
    window.rootViewController = viewControllable.uiviewController
    window.makeKeyAndVisible()
    interactable.activate()
    load()
  }
}
