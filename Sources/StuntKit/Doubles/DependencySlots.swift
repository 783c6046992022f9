/// The slots of one module instance, in the order the module declares them.
package final class DependencySlots: Sendable {
  public let all: [DependencySlot]

  public init(_ descriptors: [SlotDescriptor]) {
    all = descriptors.map(DependencySlot.init)
  }

  /// New slots with these slots' variants, options and programmed answers (`reset` keeps them).
  public func copied() -> DependencySlots {
    let copy = DependencySlots(all.map(\.descriptor))
    for (old, new) in zip(all, copy.all) {
      new.restore(old.choice)
      for (method, answer) in old.answers.programmed { new.answers.program(method, answer) }
    }
    return copy
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

  /// Why no active variant reaches `name`, e.g. `projectRepository is mock`; nil when one does
  /// or when no variant is built over it. The reason is the topmost cut: under a mocked use
  /// case, the managers are unused because the use case is mock, whatever the repositories are.
  public func unusedReason(_ name: String) -> String? {
    unusedReason(name, visiting: [])
  }

  private func unusedReason(_ name: String, visiting: Set<String>) -> String? {
    let users = all.filter { user in
      !visiting.contains(user.name) && user.descriptor.variants.contains { $0.uses.contains(name) }
    }
    guard let first = users.first else { return nil }
    var reasons: [String] = []
    for user in users {
      if let reason = unusedReason(user.name, visiting: visiting.union([name])) {
        reasons.append(reason)
      } else if user.descriptor.variant(named: user.variant)?.uses.contains(name) == true {
        return nil
      }
    }
    return reasons.first ?? "\(first.name) is \(first.variant)"
  }

  /// `clock: test, numberFact: real`, or `no dependencies`.
  public var summary: String {
    all.isEmpty ? "no dependencies" : all.map { "\($0.name): \($0.variant)" }.joined(separator: ", ")
  }
}
