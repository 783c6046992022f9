import ClubProfileModule
import CounterModule
import ProjectModule
import RouterModule
import UpDownModule
import StuntKit

/// The built-in modules. Adding a module is adding its folder and one line here.
enum ModuleRegistry {
  @MainActor static let all: [ModuleEntry] = [
    .counter,
    .clubProfile,
    .router,
    .project,
    .updown,
  ]
}
