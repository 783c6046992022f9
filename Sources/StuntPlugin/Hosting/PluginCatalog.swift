import StuntEngine
import StuntKit

/// The plugins of a session, started: their modules as `load` offers them, and what went
/// wrong starting the others.
@MainActor
public final class PluginCatalog {
  public private(set) var modules: [SandboxModule] = []
  /// One `error:` line's text per plugin that could not be used.
  public private(set) var problems: [String] = []
  private var connections: [PluginConnection] = []

  /// Starts every plugin and asks it for its modules. A module whose name is taken (built in,
  /// or by an earlier plugin) is left out with a problem saying so.
  public init(_ sources: [PluginSource], settings: PluginSettings, taken: [String]) {
    var names = Set(taken)
    for source in sources {
      let path = source.name
      let connection = PluginConnection(source: source, settings: settings)
      do {
        try connection.start()
      } catch {
        problems.append(error.message)
        continue
      }
      connections.append(connection)
      for descriptor in connection.modules {
        guard names.insert(descriptor.name).inserted else {
          problems.append("plugin \(path) serves a module named \(descriptor.name), which is taken; it is left out")
          continue
        }
        modules.append(
          SandboxModule(descriptor: descriptor, origin: source.showsOrigin ? path : nil) { backend throws(CommandError) in
            try await PluginModule(descriptor, slots: DependencySlots(descriptor.slots), connection: connection, backend: backend)
          })
      }
    }
  }

  /// Asks every plugin to shut down, and ends it.
  public func stop() {
    for connection in connections { connection.stop() }
  }
}
