import StuntEngine

/// Every request of the plugin protocol: the table the plugin server answers from, in the order
/// `Plugins/PROTOCOL.md` lists them. The session's own, then one per question the engine asks a
/// loaded module (`ModuleQuestions.all`).
enum PluginRequests {
  static let all: [any PluginRequest.Type] =
    [Initialize.self, Shutdown.self, Load.self, Unload.self] + ModuleQuestions.all.map { addressed($0) }

  private static func addressed<Question: ModuleQuestion>(_ question: Question.Type) -> any PluginRequest.Type {
    InstanceRequest<Question>.self
  }
}
