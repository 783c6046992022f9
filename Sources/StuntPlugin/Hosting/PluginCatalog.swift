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

  private let settings: PluginSettings

  public init(settings: PluginSettings) {
    self.settings = settings
  }

  /// Starts every plugin and asks it for its modules. A module whose name is taken (by
  /// `taken`, a module offered already, or an earlier plugin) is left out with a problem
  /// saying so; so is one whose descriptor a user could not use (`DescriptorCheck`).
  public func start(_ sources: [PluginSource], taken: [String]) async {
    var names = Set(taken + modules.map(\.name))
    for source in sources {
      let connection = PluginConnection(source: source, settings: settings)
      do {
        try await connection.start()
      } catch {
        problems.append(error.message)
        continue
      }
      connections.append(connection)
      for descriptor in connection.modules {
        if let problem = DescriptorCheck.problem(descriptor) {
          problems.append("\(source.title)'s module \(DescriptorCheck.quoted(descriptor.name)): \(problem); it is left out")
          continue
        }
        guard names.insert(descriptor.name).inserted else {
          problems.append("\(source.title) serves a module named \(descriptor.name), which is taken; it is left out")
          continue
        }
        offer(descriptor, by: connection)
      }
    }
  }

  /// Modules this very binary has built in (the built-ins, served by `stunt plugin-serve`): the
  /// plugin starts at the first `load`, not before the prompt, and each descriptor is made
  /// here, on first use, rather than asked for.
  package func serve(_ entries: [ModuleEntry], by source: PluginSource) {
    let connection = PluginConnection(source: source, settings: settings, known: entries)
    connections.append(connection)
    for entry in entries {
      modules.append(
        SandboxModule(entry, origin: source.showsOrigin ? source.name : nil) { slots, backend throws(CommandError) in
          try await PluginModule(entry.descriptor, slots: slots, connection: connection, backend: backend)
        })
    }
  }

  private func offer(_ descriptor: ModuleDescriptor, by connection: PluginConnection) {
    let source = connection.source
    modules.append(
      SandboxModule(descriptor: descriptor, origin: source.showsOrigin ? source.name : nil) { slots, backend throws(CommandError) in
        try await PluginModule(descriptor, slots: slots, connection: connection, backend: backend)
      })
  }

  /// Starts the plugins whose modules are served without being started (`serve`) in the
  /// background: called once the prompt is up, it costs the first prompt nothing and spares
  /// the first `load` the plugin's start.
  public func warmUp() {
    for connection in connections { connection.warmUp() }
  }

  /// Asks every plugin to shut down, and ends it.
  public func stop() async {
    for connection in connections { await connection.stop() }
  }
}
