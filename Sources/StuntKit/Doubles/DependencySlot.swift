/// The live side of a `SlotDescriptor`: which variant is active, its `use` options, and the
/// answers programmed with `stub`. Doubles read it when they are called, so `use` and `stub`
/// take effect on the next call without rebuilding the module.
package final class DependencySlot: Sendable {
  public let descriptor: SlotDescriptor
  /// Programmed answers survive `use`: swapping stub -> spy keeps what the stub was told.
  public let answers: StubAnswers
  private let state: Guarded<(choice: Choice, served: Int?)>

  /// The active variant, by its position among the slot's variants, and its `use` options.
  public struct Choice: Equatable, Sendable {
    public internal(set) var index: Int
    public internal(set) var options: [String: Value]
  }

  public init(_ descriptor: SlotDescriptor) {
    self.descriptor = descriptor
    self.answers = StubAnswers(slot: descriptor.name)
    let defaultIndex = descriptor.variants.firstIndex { $0.name == descriptor.defaultVariant } ?? 0
    self.state = Guarded((Choice(index: defaultIndex, options: [:]), nil))
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

  func served(_ index: Int) {
    state.withLock { $0.served = index }
  }

  /// Switches to the variant with this name; returns the previous choice.
  @discardableResult
  public func use(_ variant: String, options: [String: Value] = [:]) throws(ModuleError) -> Choice {
    guard let index = descriptor.variants.firstIndex(where: { $0.name == variant }) else {
      throw ModuleError("\(name) has no variant '\(variant)'")
    }
    return restore(Choice(index: index, options: options))
  }

  /// Takes over another instance's choice of the same slot (`reset` keeps the variants).
  @discardableResult
  public func restore(_ choice: Choice) -> Choice {
    state.withLock { current in
      let previous = current.choice
      current.choice = choice
      return previous
    }
  }
}
