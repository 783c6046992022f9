import StuntKit

/// The interactor `RootRouter` holds. The seed injects it once, at `init`; the sandbox lets
/// `use interactor ...` swap it mid-session, so every call and every listener callback goes to
/// the object the slot's active variant stands for.
final class SwappableRootInteractor: RootInteractable, ObjectProxy {
  private let dependency: LiveSlot<RootInteractable>
  /// Passed on at once, as `RootRouter.init` sets it: a mock counts it then
  /// (`routerSetCallCount`), and one swapped in later counts it when `use` makes it.
  weak var router: RootRouting? {
    didSet { _ = current }
  }
  /// Passed on as the router is. The root of an app has no parent, so nothing here sets it; a
  /// listener given to the proxy stays with whichever interactor the slot holds.
  weak var listener: RootListener? {
    didSet { _ = current }
  }

  init(environment: ModuleEnvironment) {
    dependency = environment.dependency(InteractorSlot.slot)
    // `use` and `stub` make the new variant's object at once, so it is named when swapped in.
    dependency.onChange { [weak self] in _ = self?.current }
  }

  /// The interactor the slot holds now, told who its router and its listener are.
  private var current: RootInteractable {
    let interactor = dependency.current
    if interactor.router !== router { interactor.router = router }
    if interactor.listener !== listener { interactor.listener = listener }
    return interactor
  }

  var proxied: AnyObject { current }

  var isActive: Bool { current.isActive }
  func activate() { current.activate() }
  func deactivate() { current.deactivate() }
  func login() { current.login() }
  func logOut() { current.logOut() }
}
