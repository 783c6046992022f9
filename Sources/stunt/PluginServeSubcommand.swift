import ArgumentParser
import StuntPlugin

/// `stunt plugin-serve`: the built-in modules served as a plugin, for `--isolate`: each runs
/// in a process of its own, over the same protocol as any plugin.
struct PluginServeSubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plugin-serve",
    abstract: "Serve the built-in modules over the plugin protocol on stdin/stdout (used by --isolate).",
    shouldDisplay: false
  )

  func run() async throws {
    await StuntPlugin.serve(ModuleRegistry.all, name: "stunt")
  }
}
