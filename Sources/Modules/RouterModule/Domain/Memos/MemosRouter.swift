/// The memos RIB's router: a screen, no children.
@MainActor
protocol MemosRouting: ViewableRouting {}

final class MemosRouter: ViewableRouter, MemosRouting {
  let interactor: MemosInteractor

  init(interactor: MemosInteractor, viewController: ViewControllable) {
    self.interactor = interactor
    super.init(interactable: interactor, viewControllable: viewController)
  }
}
