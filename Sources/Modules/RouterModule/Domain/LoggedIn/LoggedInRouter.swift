import StuntKit

/// The routes of the logged-in RIB.
@MethodNames
@MainActor
protocol LoggedInRouting: Routing {
  func cleanupViews()
  func routeToMemosRIB()
  func detachMemosRIB()
}

/// Where a viewless RIB presents its children: its parent's view.
@MainActor
protocol LoggedInViewControllable: AnyObject {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

final class LoggedInRouter: Router, LoggedInRouting {
  private let interactor: LoggedInInteractable
  private let viewController: LoggedInViewControllable
  private let memosBuilder: MemosBuildable
  private(set) var memosRouting: MemosRouting?

  init(interactor: LoggedInInteractable, viewController: LoggedInViewControllable, memosBuilder: MemosBuildable) {
    self.interactor = interactor
    self.viewController = viewController
    self.memosBuilder = memosBuilder
    super.init(interactable: interactor)
    interactor.router = self
  }

  func cleanupViews() {
    if let memosRouting = memosRouting {
      viewController.dismiss(viewController: memosRouting.viewControllable)
    }
  }

  func routeToMemosRIB() {
    guard memosRouting == nil else { return }
    let memosRouting = memosBuilder.build(withListener: interactor)
    self.memosRouting = memosRouting
    attachChild(memosRouting)
    viewController.present(viewController: memosRouting.viewControllable)
  }

  func detachMemosRIB() {
    guard let memosRouting = memosRouting else { return }
    detachChild(memosRouting)
    viewController.dismiss(viewController: memosRouting.viewControllable)
    self.memosRouting = nil
  }
}
