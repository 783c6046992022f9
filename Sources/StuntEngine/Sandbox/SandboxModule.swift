import StuntKit

/// A module `load` can open: a built-in, run in this process, or a plugin's, run in the
/// plugin's process. `modules`, `help`, completion and `explain` read its descriptor alike.
public struct SandboxModule: Sendable {
  package let descriptor: ModuleDescriptor
  /// Where it comes from, as `modules` says it: nil for a built-in, the plugin otherwise.
  public let origin: String?
  /// Makes an instance whose slots start as `slots` has them.
  package let make: @MainActor @Sendable (DependencySlots, _ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession

  package init(
    descriptor: ModuleDescriptor, origin: String?,
    make: @escaping @MainActor @Sendable (DependencySlots, _ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession
  ) {
    self.descriptor = descriptor
    self.origin = origin
    self.make = make
  }

  /// A built-in module, run in this process.
  @MainActor public init(_ entry: ModuleEntry) {
    self.init(descriptor: entry.descriptor, origin: nil) { slots, backend in LoadedModule(entry, slots: slots, backend: backend) }
  }

  /// An instance loaded in `context`: its slots at their defaults, or at their test values.
  @MainActor func open(in context: DependencyContext, backend: (any Backend)?) async throws(CommandError) -> any ModuleSession {
    let slots = DependencySlots(descriptor.slots)
    if context == .test {
      for slot in slots.all { slot.startInTestContext() }
    }
    return try await make(slots, backend)
  }

  public var name: String { descriptor.name }
}
