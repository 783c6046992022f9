/// What the sandbox hands a module instance: its dependency slots, the call log its spies and
/// mocks write to, the runtime its effects run in, and the loopback backend its real network
/// dependencies talk to. One environment per loaded instance, so `load` and `reset` start with
/// empty logs; the backend belongs to the sandbox and outlives them.
@MainActor
public final class ModuleEnvironment {
  public let slots: DependencySlots
  public let calls: CallLog
  public let effects: EffectRuntime
  public let backend: (any Backend)?

  public init(
    slots: DependencySlots, calls: CallLog = CallLog(), effects: EffectRuntime = EffectRuntime(),
    backend: (any Backend)? = nil
  ) {
    self.slots = slots
    self.calls = calls
    self.effects = effects
    self.backend = backend
  }

  /// An environment with every slot on its default variant.
  public convenience init(for descriptor: ModuleDescriptor, backend: (any Backend)? = nil) {
    self.init(slots: DependencySlots(descriptor.slots), backend: backend)
  }
}
