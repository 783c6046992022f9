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

  /// Every plugin path: the options, then `STUNT_PLUGIN_PATH`, then `.stunt-plugins` once trusted;
  /// and the `.stunt-plugins` nearest to `folder` too (the course's, for `learn`). A
  /// `.stunt-plugins` nobody trusted is among the problems, with the command that trusts it.
  func discovered(alsoFrom folder: String? = nil) -> (paths: [String], problems: [String]) {
    let trust = Self.trust
    var found = PluginPaths.all(options: plugins, trust: trust)
    if let folder {
      let more = PluginPaths.all(options: [], environment: [:], from: URL(fileURLWithPath: folder), trust: trust)
      found.paths += more.paths.filter { !found.paths.contains($0) }
      found.problems += more.problems.filter { !found.problems.contains($0) }
      found.untrusted += more.untrusted.filter { list in !found.untrusted.contains { $0.list.resolvedPath == list.list.resolvedPath } }
    }
    let here = replayFolder ?? FileManager.default.currentDirectoryPath
    return (found.paths, found.problems + found.untrusted.map { TrustSubcommand.problem($0, from: here) })
  }

  /// Which `.stunt-plugins` may run: those the user trusted, the installed course's, and every
  /// one in CI.
  static var trust: PluginTrust {
    PluginTrust(
      environment: ProcessInfo.processInfo.environment,
      installed: [LearnOptions.installedCourse + "/" + PluginPaths.configFileName])
  }

  /// One line for each `.stunt-plugins` that the replay of `files` finds untrusted, from the
  /// current folder or a file's own: said once by `stunt replay`, since a worker's standard
  /// error is read by nobody (its `load` says it again, in the report of the file it fails).
  func untrusted(replaying files: [String]) -> [String] {
    let here = FileManager.default.currentDirectoryPath
    var folders = [here]
    for file in files {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      if !folders.contains(folder) { folders.append(folder) }
    }
    var lists: [UntrustedPluginList] = []
    for folder in folders {
      let found = PluginPaths.all(options: [], environment: [:], from: URL(fileURLWithPath: folder), trust: Self.trust)
      lists += found.untrusted.filter { list in !lists.contains { $0.list.resolvedPath == list.list.resolvedPath } }
    }
    return lists.map { TrustSubcommand.problem($0, from: here) }
  }

  /// What a replay worker is given: the parent's plugins, by absolute path, trusted here (the
  /// worker is not asked again). The worker runs in its session file's folder, so it also finds
  /// the `.stunt-plugins` nearest to that file, which it starts only if trusted too.
  var workerArguments: [String] {
    discovered().paths.flatMap { ["--plugin", $0] } + (pluginTimeout.map { ["--plugin-timeout", $0] } ?? [])
      + (isolate ? ["--isolate"] : []) + ["--" + Self.replayFolderOption, FileManager.default.currentDirectoryPath]
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
