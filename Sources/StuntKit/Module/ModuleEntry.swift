/// A module the sandbox can load: its name, its descriptor and how to make an instance. A
/// value, not a metatype, so a registry is a plain list and an entry can stand for a module
/// elsewhere.
///
/// The descriptor is made on first use: listing the registry costs nothing, and the process
/// that serves the built-ins out of process (`stunt plugin-serve`) describes only the module it
/// loads, since the host has the descriptors already.
public struct ModuleEntry: Sendable {
  public let name: String
  private let described: Described
  package let make: @MainActor @Sendable (ModuleEnvironment) -> any ModuleInstance

  package init(
    name: String, describe: @escaping @MainActor @Sendable () -> ModuleDescriptor,
    make: @escaping @MainActor @Sendable (ModuleEnvironment) -> any ModuleInstance
  ) {
    self.name = name
    self.described = Described(describe)
    self.make = make
  }

  @MainActor package var descriptor: ModuleDescriptor { described.value }

  /// The descriptor, made once.
  @MainActor
  private final class Described {
    private let describe: @MainActor @Sendable () -> ModuleDescriptor
    private var made: ModuleDescriptor?

    nonisolated init(_ describe: @escaping @MainActor @Sendable () -> ModuleDescriptor) {
      self.describe = describe
    }

    var value: ModuleDescriptor {
      if let made { return made }
      let descriptor = describe()
      made = descriptor
      return descriptor
    }
  }
}
