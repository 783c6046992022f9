import StuntEngine

extension PluginRequests {
  /// The host introduces itself; the plugin answers with its modules and what it does.
  struct Initialize: PluginRequest {
    static let method = "initialize"
    typealias Answer = PluginMessage.Initialized
    var protocolVersion: Int
    var client: String
    /// False when the host knows the modules already (the built-ins it serves from its own
    /// binary): the plugin may answer with none. Absent: true.
    var describe: Bool? = nil

    @MainActor func answer(on server: PluginServer) throws(CommandError) -> Answer {
      guard protocolVersion == PluginProtocol.version else {
        throw CommandError("protocol version \(protocolVersion) is not spoken here; this plugin speaks \(PluginProtocol.version)")
      }
      return PluginMessage.Initialized(
        protocolVersion: PluginProtocol.version, server: server.name,
        modules: describe == false ? [] : server.modules.map(\.descriptor),
        features: PluginFeature.allCases.map(\.rawValue))
    }
  }

  /// The end of the session: the plugin answers, then exits.
  struct Shutdown: PluginRequest {
    static let method = "shutdown"
    typealias Answer = JSONRPC.Empty

    @MainActor func answer(on server: PluginServer) -> Answer {
      server.shutDown()
      return JSONRPC.Empty()
    }
  }
}

extension PluginRequests {
  /// `load`, `reset`: a new instance with the slots as the host's `use` and `stub` left them.
  struct Load: PluginRequest {
    static let method = "module/load"
    typealias Answer = PluginMessage.Loaded
    var module: String
    /// The loopback backend real dependencies talk to, when the host runs one.
    var backend: String?
    var slots: [SlotState]

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
}
