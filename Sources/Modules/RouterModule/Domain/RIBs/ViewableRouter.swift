/// What a RIB's view is to its router.
@MainActor
protocol ViewControllable: AnyObject {
  var uiviewController: UIViewController { get }
}

/// A router whose RIB has a view.
@MainActor
protocol ViewableRouting: Routing {
  var viewControllable: ViewControllable { get }
}

/// RIBs' base router of a RIB with a view.
@MainActor
class ViewableRouter: Router, ViewableRouting {
  let viewControllable: ViewControllable

  init(interactable: Interactable, viewControllable: ViewControllable) {
    self.viewControllable = viewControllable
    super.init(interactable: interactable)
  }
}
