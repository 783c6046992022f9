import StuntKit

/// A module `load` can open: a built-in, run in this process, or a plugin's, run in the
/// plugin's process. `modules`, `help`, completion and `explain` read its descriptor alike.
public struct SandboxModule: Sendable {
  package let descriptor: ModuleDescriptor
  /// Where it comes from, as `modules` says it: nil for a built-in, the plugin otherwise.
  public let origin: String?
  package let open: @MainActor @Sendable (_ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession

  package init(
    descriptor: ModuleDescriptor, origin: String?,
    open: @escaping @MainActor @Sendable (_ backend: (any Backend)?) async throws(CommandError) -> any ModuleSession
  ) {
    self.descriptor = descriptor
    self.origin = origin
    self.open = open
  }

  /// A built-in module, run in this process.
  @MainActor public init(_ entry: ModuleEntry) {
    self.init(descriptor: entry.descriptor, origin: nil) { backend in LoadedModule(entry, backend: backend) }
  }

  public var name: String { descriptor.name }
}
