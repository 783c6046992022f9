
/// The live side of a `SlotDescriptor`: which variant is active, its `use` options, and the
/// answers programmed with `stub`. Doubles read it when they are called, so `use` and `stub`
/// take effect on the next call without rebuilding the module.
public final class DependencySlot: Sendable {
  public let descriptor: SlotDescriptor
  /// Programmed answers survive `use`: swapping stub -> spy keeps what the stub was told.
  public let answers: StubAnswers
  private let choice: Guarded<Choice>

  public struct Choice: Equatable, Sendable {
    public var variant: String
    public var options: [String: Value]
  }

  public init(_ descriptor: SlotDescriptor) {
    self.descriptor = descriptor
    self.answers = StubAnswers(slot: descriptor.name)
    self.choice = Guarded(Choice(variant: descriptor.defaultVariant, options: [:]))
  }

  public var name: String { descriptor.name }
  public var variant: String { choice.withLock { $0.variant } }
  public var options: [String: Value] { choice.withLock { $0.options } }

  /// The active variant as the module's own enum of variants.
  public func variant<Variant: RawRepresentable>(as type: Variant.Type) -> Variant?
  where Variant.RawValue == String {
    Variant(rawValue: variant)
  }

  public var kind: DoubleKind {
    descriptor.variant(named: variant)?.kind ?? .real
  }

  /// Switches variant; returns the previous choice.
  @discardableResult
  public func use(_ variant: String, options: [String: Value] = [:]) -> Choice {
    choice.withLock { current in
      let previous = current
      current = Choice(variant: variant, options: options)
      return previous
    }
  }
}
