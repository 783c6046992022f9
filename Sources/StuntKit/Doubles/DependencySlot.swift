// A slot at run time: which variant `use` chose with its options and `stub`'s answers
// (`DependencySlot`), and every slot of a module instance (`DependencySlots`).

/// The live side of a `SlotDescriptor`: which variant is active, its `use` options, and the
/// answers programmed with `stub`. Doubles read it when they are called, so `use` and `stub`
/// take effect on the next call without rebuilding the module.
package final class DependencySlot: Sendable {
  public let descriptor: SlotDescriptor
  /// Programmed answers survive `use`: swapping stub -> spy keeps what the stub was told.
  public let answers: StubAnswers
  /// What the `record` variant kept; survives `use`, so that it can become the stub's answers.
  public let recording = Recording()
  private let state: Guarded<State>

  private struct State: Sendable {
    var choice: Choice
    /// The variant whose client last served a call.
    var served: Int?
    /// See `isUntested`.
    var untested = false
    /// This slot's instance reported its untested use already.
    var reported = false
  }

  /// The active variant, by its position among the slot's variants, and its `use` options.
  public struct Choice: Equatable, Sendable {
    public internal(set) var index: Int
    public internal(set) var options: [String: Value]
  }

  public init(_ descriptor: SlotDescriptor) {
    self.descriptor = descriptor
    self.answers = StubAnswers(slot: descriptor.name)
    let defaultIndex = descriptor.variants.firstIndex { $0.name == descriptor.defaultVariant } ?? 0
    self.state = Guarded(State(choice: Choice(index: defaultIndex, options: [:])))
  }

  public var name: String { descriptor.name }
  public var choice: Choice { state.withLock { $0.choice } }
  public var variant: String { descriptor.variants[choice.index].name }
  public var options: [String: Value] { choice.options }
  public var kind: DoubleKind { descriptor.variants[choice.index].kind }

  /// The variant whose client last served a call (read by `Dependency.current`), if any did.
  public var servedVariant: String? {
    state.withLock { $0.served }.map { descriptor.variants[$0].name }
  }

  /// Notes that the variant at `index` serves a call; true when that is the first use of a live
  /// default in a test context (`isUntested`), which the caller reports. A read of the state
  /// (`counts` false) is no use.
  func served(_ index: Int, counts: Bool) -> Bool {
    state.withLock { state in
      state.served = index
      guard counts, state.untested, !state.reported else { return false }
      state.reported = true
      return true
    }
  }

  /// The slot is live in a test context and nobody said so: its default is `real` and it has no
  /// test value, and no `use` chose it since the module was loaded. Its first use in each
  /// instance (`load`, `reset`) is reported.
  public var isUntested: Bool { state.withLock { $0.untested } }

  /// Starts the slot as a test context has it (`DependencyContext.test`): at its test value when
  /// it has one, else at its default, reported on first use when that is real.
  public func startInTestContext() {
    if let test = descriptor.testVariant, let index = descriptor.variants.firstIndex(where: { $0.name == test }) {
      restore(Choice(index: index, options: [:]))
    } else {
      markUntested(kind == .real)
    }
  }

  /// Sets `isUntested`, as a copy of the slot (`reset`, a plugin's instance) carries it over.
  public func markUntested(_ untested: Bool) {
    state.withLock { $0.untested = untested }
  }

  /// What swift-dependencies reports of a dependency with no `testValue` used in a test.
  public var untestedUse: String {
    "@Dependency(\\.\(name)) has no test implementation, but was accessed from a test context"
      + " — its live value served the call; choose one: use \(name) real, or a double"
  }

  /// Switches to the variant with this name; returns the previous choice. Choosing, even `real`,
  /// says which implementation the session wants, so a live one is no longer reported.
  @discardableResult
  public func use(_ variant: String, options: [String: Value] = [:]) throws(ModuleError) -> Choice {
    guard let index = descriptor.variants.firstIndex(where: { $0.name == variant }) else {
      throw ModuleError("\(name) has no variant '\(variant)'")
    }
    markUntested(false)
    return restore(Choice(index: index, options: options))
  }

  /// Takes over another instance's choice of the same slot (`reset` keeps the variants).
  @discardableResult
  public func restore(_ choice: Choice) -> Choice {
    answers.makeStrict(choice.options[OptionDescriptor.strict.key] == .bool(true))
    return state.withLock { current in
      let previous = current.choice
      current.choice = choice
      return previous
    }
  }
}

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
      new.markUntested(old.isUntested)
      for programming in old.answers.programmed { new.answers.program(programming) }
      new.recording.restore(old.recording.entries)
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
