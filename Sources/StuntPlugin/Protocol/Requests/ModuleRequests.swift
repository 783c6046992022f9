import StuntEngine
import StuntKit

extension PluginRequests {
  /// `load`, `reset`: a new instance with the slots as the host's `use` and `stub` left them.
  struct Load: PluginRequest {
    static let method = "module/load"
    typealias Answer = PluginMessage.Loaded
    var module: String
    /// The loopback backend real dependencies talk to, when the host runs one.
    var backend: String?
    var slots: [PluginMessage.SlotState]

    @MainActor func answer(on server: PluginServer) throws(CommandError) -> Answer {
      PluginMessage.Loaded(instance: try server.load(self))
    }
  }

  struct Unload: PluginRequest {
    static let method = "module/unload"
    typealias Answer = JSONRPC.Empty
    var instance: Int

    @MainActor func answer(on server: PluginServer) throws(CommandError) -> Answer {
      try server.unload(instance)
      return JSONRPC.Empty()
    }
  }

  /// What the instance did as it was dropped, if it did anything.
  struct Depart: InstanceRequest {
    static let method = "module/depart"
    static let isLaterAddition = true
    typealias Answer = PluginMessage.Departed
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Departed(departure: module.depart()) }
  }

  struct Snapshot: InstanceRequest {
    static let method = "module/snapshot"
    typealias Answer = PluginMessage.Snapshot
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Snapshot(of: module) }
  }

  struct Send: InstanceRequest {
    static let method = "module/send"
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var input: String
    var arguments: [String: Value]

    func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      try module.send(input, InputArguments(arguments))
      return JSONRPC.Empty()
    }
  }

  struct Set: InstanceRequest {
    static let method = "module/set"
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var field: String
    var value: Value

    func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      try module.set(field, to: value)
      return JSONRPC.Empty()
    }
  }

  /// `effects/attribute`, `module/send` or `module/set`, and `effects/settle`, as one request.
  struct Step: InstanceRequest {
    static let method = "module/step"
    static let isLaterAddition = true
    typealias Answer = PluginMessage.Stepped
    var instance: Int
    var origin: EffectOrigin
    var change: ModuleChange
    var nanoseconds: Int64

    func answer(by module: LoadedModule) async throws(CommandError) -> Answer {
      try await module.step(change, origin: origin, ioBudget: .nanoseconds(nanoseconds))
      return PluginMessage.Stepped(snapshot: PluginMessage.Snapshot(of: module))
    }
  }

  /// `use` (`swapped`: a mock starts afresh) or `stub` changed a slot.
  struct SlotChanged: InstanceRequest {
    static let method = "slot/changed"
    typealias Answer = PluginMessage.Made
    var instance: Int
    var slot: PluginMessage.SlotState
    var swapped: Bool

    func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      guard let changed = module.slots[slot.slot] else { throw CommandError("no slot '\(slot.slot)'") }
      try slot.apply(to: changed)
      changed.markUntested(slot.untested ?? false)
      return PluginMessage.Made(made: try module.slotDidChange(changed, swapped: swapped))
    }
  }
}
