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

  /// For a replay worker, the folder `stunt replay` runs in: the report names files from there,
  /// so a worker names a `.stunt-plugins` from there too, and its `load` says what the start did.
  @Option(name: .customLong(replayFolderOption), help: .hidden)
  var replayFolder: String?
  static let replayFolderOption = "replay-folder"

  func validate() throws {
    if isolate && inProcess { throw ValidationError("--isolate and --in-process cannot both be given") }
    if let pluginTimeout, DurationText.parse(pluginTimeout) == nil {
      throw ValidationError("--plugin-timeout takes a duration such as 5s or 500ms")
    }
  }

  /// What was given, for the rules of `PluginChoice`.
  var choice: PluginChoice {
    PluginChoice(plugins: plugins, pluginTimeout: pluginTimeout, isolate: isolate, inProcess: inProcess, replayFolder: replayFolder)
  }
}
