/// UIKit's window, as far as `LaunchRouter.launch(from:)` needs it.
@MainActor
final class UIWindow {
  var rootViewController: UIViewController?
}
