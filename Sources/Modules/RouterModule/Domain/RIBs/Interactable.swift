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
