import StuntKit

/// A module `load` can open: a built-in, run in this process, or a plugin's, run in the
/// plugin's process. `modules`, `help`, completion and `explain` read its descriptor alike.
///
/// A built-in's descriptor is made on first use, not with the module: describing every module
/// (conformance lookups for each input and double) would cost every start, the first prompt's
/// included, for modules the session may never load.
public struct SandboxModule: Sendable {
  public let name: String
  private let describe: @MainActor @Sendable () -> ModuleDescriptor
  /// Where it comes from, as `modules` says it: nil for a built-in, the plugin otherwise.
  public let origin: String?
  /// Makes an instance whose slots start as `slots` has them.
  package let make: @MainActor @Sendable (DependencySlots, _ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession

  /// A module whose descriptor is `describe()`'s, made when first read (`describe` keeps it).
  package init(
    name: String, describe: @escaping @MainActor @Sendable () -> ModuleDescriptor, origin: String?,
    make: @escaping @MainActor @Sendable (DependencySlots, _ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession
  ) {
    self.name = name
    self.describe = describe
    self.origin = origin
    self.make = make
  }

  package init(
    descriptor: ModuleDescriptor, origin: String?,
    make: @escaping @MainActor @Sendable (DependencySlots, _ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession
  ) {
    self.init(name: descriptor.name, describe: { descriptor }, origin: origin, make: make)
  }

  /// A module this binary has built in, described by its entry on first use; `make` runs it
  /// (in this process, or served by another).
  package init(
    _ entry: ModuleEntry, origin: String?,
    make: @escaping @MainActor @Sendable (DependencySlots, _ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession
  ) {
    self.init(name: entry.name, describe: { entry.descriptor }, origin: origin, make: make)
  }

  /// A built-in module, run in this process.
  public init(_ entry: ModuleEntry) {
    self.init(entry, origin: nil) { slots, backend in LoadedModule(entry, slots: slots, backend: backend) }
  }

  @MainActor package var descriptor: ModuleDescriptor { describe() }

  /// An instance loaded in `context`: its slots at their defaults, or at their test values.
  @MainActor func open(in context: DependencyContext, backend: (any Backend)?) async throws(CommandError) -> any ModuleSession {
    let unwritten = descriptor.unwritten
    guard unwritten.isEmpty else {
      throw CommandError("\(name) cannot be loaded yet: write " + unwritten.joined(separator: "; ") + " (Stunt could not make \(unwritten.count == 1 ? "it" : "them") up)")
    }
    let slots = DependencySlots(descriptor.slots)
    if context == .test {
      for slot in slots.all { slot.startInTestContext() }
    }
    return try await make(slots, backend)
  }
}
