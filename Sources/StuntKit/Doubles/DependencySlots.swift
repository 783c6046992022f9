/// The slots of one module instance, in the order the module declares them.
public final class DependencySlots: Sendable {
  public let all: [DependencySlot]

  public init(_ descriptors: [SlotDescriptor]) {
    all = descriptors.map(DependencySlot.init)
  }

  public subscript(name: String) -> DependencySlot? {
    all.first { $0.name == name }
  }

  /// `clock: test, numberFact: real`
  public var summary: String {
    all.map { "\($0.name): \($0.variant)" }.joined(separator: ", ")
  }
}
