/// What `state` shows of the router module: the window, the tree, what the root view presents,
/// and the collaborators `RootRouter` was built with.
struct RouterState: Equatable, Sendable {
  /// The window `launch(from:)` was given, by UIKit's names (see `UIWindow`).
  struct Window: Equatable, Sendable {
    /// The view `launch(from:)` put in it; nil before launch.
    var rootViewController: String?
    /// `makeKeyAndVisible()` made it key, as RIBs' `LaunchRouterTests` asserts.
    var isKeyWindow: Bool
    /// Hidden until `makeKeyAndVisible()` showed it.
    var isHidden: Bool
  }

  /// By slot: the object each slot holds, with the handler a builder mock was given.
  struct Collaborators: Equatable, Sendable {
    var interactor: String
    var viewController: String
    var loggedOutBuilder: String
    var loggedInBuilder: String
  }

  var window: Window
  var tree: String
  /// The views presented on the root view, bottom to top (a mock view presents nothing).
  var presented: [String]
  var collaborators: Collaborators
}
