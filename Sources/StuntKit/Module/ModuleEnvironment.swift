/// What the sandbox hands a module instance: its dependency slots, the call log its spies and
/// mocks write to, and the runtime its effects run in. One environment per loaded instance,
/// so `load` and `reset` start with empty logs.
@MainActor
public final class ModuleEnvironment {
  public let slots: DependencySlots
  public let calls: CallLog
  public let effects: EffectRuntime

  public init(slots: DependencySlots, calls: CallLog = CallLog(), effects: EffectRuntime = EffectRuntime()) {
    self.slots = slots
    self.calls = calls
    self.effects = effects
  }

  /// An environment with every slot on its default variant.
  public convenience init(for descriptor: ModuleDescriptor) {
    self.init(slots: DependencySlots(descriptor.slots))
  }
}
