import ClubProfileModule
import CounterModule
import ProjectModule
import RouterModule
import StuntKit
import UpDownModule

/// The built-in modules: what `stunt` offers, what the contract tests check and what the README's
/// module table must list, from this one list. Adding a module is its folder, its entry in
/// `Package.swift`'s `builtInModules`, and here its line (the `ModuleEntry` it makes public)
/// with, above, its import: Swift reaches another target's declarations only through one.
public enum ModuleRegistry {
  @MainActor public static let all: [ModuleEntry] = [
    .counter,
    .clubProfile,
    .router,
    .project,
    .updown,
  ]
}
