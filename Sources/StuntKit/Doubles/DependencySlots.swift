/// The slots of one module instance, in the order the module declares them.
package final class DependencySlots: Sendable {
  public let all: [DependencySlot]

  public init(_ descriptors: [SlotDescriptor]) {
    all = descriptors.map(DependencySlot.init)
  }

  public subscript(name: String) -> DependencySlot? {
    all.first { $0.name == name }
  }

  /// The slot a module declared with this descriptor. The sandbox builds every environment
  /// from the module's own descriptor, so it is there; a hand-made environment in a test that
  /// lacks it gets a slot of its own on the default variant rather than a crash.
  public func require(_ descriptor: SlotDescriptor) -> DependencySlot {
    self[descriptor.name] ?? DependencySlot(descriptor)
  }

  /// `clock: test, numberFact: real`
  public var summary: String {
    all.map { "\($0.name): \($0.variant)" }.joined(separator: ", ")
  }
}
