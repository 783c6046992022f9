import StuntKit

/// A node of the router tree: it owns an interactor and attaches child routers.
@MethodNames
@MainActor
protocol Routing: AnyObject {
  var interactable: Interactable { get }
  var children: [Routing] { get }
  func load()
  func attachChild(_ child: Routing)
  func detachChild(_ child: Routing)
}
