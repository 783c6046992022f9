import Foundation

/// What a variant's factory is given: its slot (programmed answers, `use` options), the module
/// instance's environment (the call log, the backend, the effect runtime, object names, the
/// other slots) and the slot's other variants, which a spy may wrap.
@MainActor
public struct DoubleContext<Client> {
  unowned let dependency: LiveSlot<Client>

  package var slot: DependencySlot { dependency.slot }
  public var environment: ModuleEnvironment { dependency.environment }

  /// What `stub <slot>.<method>` programmed; read on each call.
  public var answers: StubAnswers { slot.answers }

  /// Where the slot's spies and mocks write their calls: under the slot's name, objects in
  /// arguments by their stable names.
  public var recorder: CallRecorder {
    CallRecorder(double: slot.name, calls: environment.calls, names: environment.objects)
  }

  /// The client of another variant of this slot, made if it was not yet: a spy that wraps the
  /// real object keeps what the real one did when `use` swaps between them.
  public func client(of variant: Variant<Client>) -> Client {
    dependency.client(of: variant)
  }

  /// The root of the server a real network client talks to: `url=` as given at the time of
  /// the call, else the embedded backend.
  public var server: @Sendable () async throws -> URL {
    // Weakly: a request still in URLSession's hands must not keep an unloaded module's slot.
    let backend = environment.backend
    return { [weak slot = slot] in
      guard let slot else { throw CancellationError() }
      return try await ServerURL.resolve(slot.givenServer, backend, slot: slot.name)()
    }
  }
}
