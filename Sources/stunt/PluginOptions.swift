import ArgumentParser
import Foundation
import StuntKit
import StuntPlugin

/// The options that say which plugins a session loads, shared by `repl` and `replay`.
struct PluginOptions: ParsableArguments {
  @Option(name: .customLong("plugin"), help: "A plugin executable whose modules to offer (repeatable).")
  var plugins: [String] = []

  @Option(name: .customLong("plugin-timeout"), help: "Longest wait for a plugin's answer, e.g. 5s (default 5s).")
  var pluginTimeout: String?

  @Flag(help: "Run the built-in modules out of process too, each served as a plugin is.")
  var isolate = false


  func validate() throws {
    if let pluginTimeout, DurationText.parse(pluginTimeout) == nil {
      throw ValidationError("--plugin-timeout takes a duration such as 5s or 500ms")
    }
  }

  /// Every plugin path: the options, then `STUNT_PLUGIN_PATH`, then `.stunt-plugins`.
  var discovered: (paths: [String], problems: [String]) {
    PluginPaths.all(options: plugins)
  }

  /// What a replay worker is given: the parent's plugins, by absolute path. The worker runs in
  /// its session file's folder, so it also finds the `.stunt-plugins` nearest to that file.
  var workerArguments: [String] {
    discovered.paths.flatMap { ["--plugin", $0] } + (pluginTimeout.map { ["--plugin-timeout", $0] } ?? [])
      + (isolate ? ["--isolate"] : [])
  }

  var settings: PluginSettings {
    PluginSettings(
      requestTimeout: pluginTimeout.flatMap(DurationText.parse) ?? PluginProtocol.defaultRequestTimeout,
      launcher: [StuntExecutable.path, "plugin-exec", "--parent", String(getpid()), "--"])
  }
}
