/// RIBs' base interactor: `activate` and `deactivate` move it in and out of its active scope,
/// once each, with the hooks subclasses override.
@MainActor
class Interactor: Interactable {
  private(set) var isActive = false

  func activate() {
    guard !isActive else { return }
    isActive = true
    didBecomeActive()
  }

  func deactivate() {
    guard isActive else { return }
    willResignActive()
    isActive = false
  }

  func didBecomeActive() {}
  func willResignActive() {}
}
