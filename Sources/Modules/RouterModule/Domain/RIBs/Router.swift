import IssueReporting
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

/// RIBs' base router. RIBs makes it generic over its interactor's type and casts; here each
/// router keeps its typed interactor itself and hands the base the `Interactable`.
@MainActor
class Router: Routing {
  let interactable: Interactable
  private(set) var children: [Routing] = []
  private var didLoadFlag = false
  private var isGone = false

  init(interactable: Interactable) {
    self.interactable = interactable
  }

  func load() {
    guard !didLoadFlag else { return }
    didLoadFlag = true
    didLoad()
  }

  func didLoad() {}

  func attachChild(_ child: Routing) {
    // RIBs asserts here, which stops a debug build; the sandbox reports it and goes on.
    guard !children.contains(where: { $0 === child }) else {
      reportIssue("Attempt to attach child: \(type(of: child)), which is already attached to \(type(of: self)).")
      return
    }
    children.append(child)

    // Activate child first before loading. Router usually attaches immutable children in didLoad.
    // We need to make sure the RIB is activated before letting it attach immutable children.
    child.interactable.activate()
    child.load()
  }

  func detachChild(_ child: Routing) {
    child.interactable.deactivate()
    children.removeAll { $0 === child }
  }

  /// What RIBs' `Router.deinit` does as a router goes: it deactivates its interactor and
  /// detaches its children, which, released with it, go too. A Swift deinit runs whenever the
  /// last reference goes, a moment a transcript cannot point at, so the sandbox calls this
  /// where it lets the root router go (`reset`, `unload`). Going twice does nothing.
  func goAway() {
    guard !isGone else { return }
    isGone = true
    interactable.deactivate()
    let detached = children
    for child in detached { detachChild(child) }
    for case let child as Router in detached { child.goAway() }
  }
}
