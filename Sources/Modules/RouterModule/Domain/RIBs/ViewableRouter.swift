/// RIBs' base router of a RIB with a view.
@MainActor
class ViewableRouter: Router, ViewableRouting {
  let viewControllable: ViewControllable

  init(interactable: Interactable, viewControllable: ViewControllable) {
    self.viewControllable = viewControllable
    super.init(interactable: interactable)
  }
}
