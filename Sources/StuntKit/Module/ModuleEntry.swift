/// A module the sandbox can load: its descriptor and how to make an instance. A value, not a
/// metatype, so a registry is a plain list and an entry can stand for a module elsewhere.
public struct ModuleEntry: Sendable {
  package let descriptor: ModuleDescriptor
  package let make: @MainActor @Sendable (ModuleEnvironment) -> any ModuleInstance

  package init(descriptor: ModuleDescriptor, make: @escaping @MainActor @Sendable (ModuleEnvironment) -> any ModuleInstance) {
    self.descriptor = descriptor
    self.make = make
  }

  public var name: String { descriptor.name }
}
