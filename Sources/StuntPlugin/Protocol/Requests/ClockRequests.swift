import StuntEngine

extension PluginRequests {
  /// Refused when the module has no test clock, saying why.
  struct ClockCheck: InstanceRequest {
    static let method = "clock/check"
    typealias Answer = JSONRPC.Empty
    var instance: Int

    func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      _ = try module.clock()
      return JSONRPC.Empty()
    }
  }

  /// One step of `advance`.
  struct ClockAdvance: InstanceRequest {
    static let method = "clock/advance"
    typealias Answer = JSONRPC.Empty
    var instance: Int
    var nanoseconds: Int64

    func answer(by module: LoadedModule) async throws(CommandError) -> Answer {
      let clock = try module.clock()
      await clock.advance(by: .nanoseconds(nanoseconds))
      return JSONRPC.Empty()
    }
  }
}
