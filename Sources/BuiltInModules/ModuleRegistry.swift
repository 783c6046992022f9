import ClubProfileModule
import CounterModule
import ProjectModule
import RouterModule
import StuntKit
import UpDownModule

/// The built-in modules: what `stunt` offers and what the contract tests check, from this one
/// list. Adding a module is adding its folder and one line here.
public enum ModuleRegistry {
  @MainActor public static let all: [ModuleEntry] = [
    .counter,
    .clubProfile,
    .router,
    .project,
    .updown,
  ]
}
