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

  @Flag(help: "Run the built-in modules out of process, served as a plugin is (the REPL's default; replays contain a crash in their workers).")
  var isolate = false

  @Flag(help: "Run the REPL's built-in modules in this process (to attach a debugger): a trap in a module ends the session.")
  var inProcess = false

  func validate() throws {
    if isolate && inProcess { throw ValidationError("--isolate and --in-process cannot both be given") }
    if let pluginTimeout, DurationText.parse(pluginTimeout) == nil {
      throw ValidationError("--plugin-timeout takes a duration such as 5s or 500ms")
    }
  }

  /// Every plugin path: the options, then `STUNT_PLUGIN_PATH`, then `.stunt-plugins`; and the
  /// `.stunt-plugins` nearest to `folder` too (the course's, for `learn`).
  func discovered(alsoFrom folder: String? = nil) -> (paths: [String], problems: [String]) {
    var found = PluginPaths.all(options: plugins)
    guard let folder else { return found }
    let more = PluginPaths.all(options: [], environment: [:], from: URL(fileURLWithPath: folder))
    found.paths += more.paths.filter { !found.paths.contains($0) }
    found.problems += more.problems.filter { !found.problems.contains($0) }
    return found
  }

  /// What a replay worker is given: the parent's plugins, by absolute path. The worker runs in
  /// its session file's folder, so it also finds the `.stunt-plugins` nearest to that file.
  var workerArguments: [String] {
    discovered().paths.flatMap { ["--plugin", $0] } + (pluginTimeout.map { ["--plugin-timeout", $0] } ?? [])
      + (isolate ? ["--isolate"] : [])
  }

  /// Whether the built-ins run out of process, so that a trap in a seed's code costs one
  /// command: in the REPL, at a terminal or fed by a pipe (and so `run FILE` in it), unless
  /// `--in-process`; in a replay worker, which already contains a crash, only with `--isolate`.
  func isolatesBuiltIns(inReplayWorker: Bool = false) -> Bool {
    isolate || (!inReplayWorker && !inProcess)
  }

  var settings: PluginSettings {
    PluginSettings(
      requestTimeout: pluginTimeout.flatMap(DurationText.parse) ?? PluginProtocol.defaultRequestTimeout,
      launcher: PluginExecSubcommand.launcher(parent: getpid()))
  }
}
