// Seed 003_335e84edc6e1745e.txt follows Uber's RIBs tutorial. RIBs is not a package here, so
// this folder is the small part of its core the seed's routers and tests touch, in its names.
// Rx streams (`isActiveStream`) are left out: nothing in the seed's tests reads them.

import StuntKit

/// The business logic of a RIB: active while its router is attached.
@MethodNames
@MainActor
protocol Interactable: AnyObject {
  var isActive: Bool { get }
  func activate()
  func deactivate()
}

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
