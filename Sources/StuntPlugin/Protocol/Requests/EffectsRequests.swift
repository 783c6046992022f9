import StuntEngine
import StuntKit

extension PluginRequests {
  /// Effects started from now on came from `origin`.
  struct EffectsAttribute: InstanceRequest {
    static let method = "effects/attribute"
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var origin: EffectOrigin

    func answer(by module: LoadedModule) -> Answer {
      module.attributeEffects(to: origin)
      return JSONRPC.Empty()
    }
  }

  /// Answered once effects are quiet, waiting at most `nanoseconds` for real I/O.
  struct EffectsSettle: InstanceRequest {
    static let method = "effects/settle"
    typealias Answer = PluginMessage.Settled
    var instance: Int
    var nanoseconds: Int64

    func answer(by module: LoadedModule) async -> Answer {
      await module.settle(ioBudget: .nanoseconds(nanoseconds))
      return PluginMessage.Settled(snapshot: PluginMessage.Snapshot(of: module))
    }
  }

  struct EffectsFinish: InstanceRequest {
    static let method = "effects/finish"
    typealias Answer = PluginMessage.Finished
    var instance: Int
    var nanoseconds: Int64

    func answer(by module: LoadedModule) async -> Answer {
      PluginMessage.Finished(finished: await module.finish(timeout: .nanoseconds(nanoseconds)))
    }
  }

  /// Answered at the next thing effects do, or after `nanoseconds`: `receive`'s wait.
  struct EffectsAwait: InstanceRequest {
    static let method = "effects/await"
    static let isLaterAddition = true
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var nanoseconds: Int64

    func answer(by module: LoadedModule) async -> Answer {
      await module.awaitActivity(timeout: .nanoseconds(nanoseconds))
      return JSONRPC.Empty()
    }
  }

  struct EffectsRunning: InstanceRequest {
    static let method = "effects/running"
    typealias Answer = PluginMessage.Effects
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Effects(effects: module.runningEffects) }
  }

  /// Answered with the effects it cancelled.
  struct EffectsCancelAll: InstanceRequest {
    static let method = "effects/cancelAll"
    typealias Answer = PluginMessage.Effects
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Effects(effects: module.cancelAllEffects()) }
  }

  /// The events since the last drain, oldest first.
  struct EffectsDrain: InstanceRequest {
    static let method = "effects/drain"
    typealias Answer = PluginMessage.Events
    var instance: Int

    func answer(by module: LoadedModule) -> Answer { PluginMessage.Events(events: module.drainEvents()) }
  }

  /// Whether a run of the same action fed back is one event.
  struct EffectsFolding: InstanceRequest {
    static let method = "effects/folding"
    static let isLaterAddition = true
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var folds: Bool

    func answer(by module: LoadedModule) -> Answer {
      module.foldReceivedActions(folds)
      return JSONRPC.Empty()
    }
  }
}
