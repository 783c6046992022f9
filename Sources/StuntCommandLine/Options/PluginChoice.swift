import Foundation
import StuntFiles
import StuntKit
import StuntPlugin

/// Which plugins a session loads and how, as `PluginOptions` parsed them, or as nothing given
/// (`stunt` alone, which starts without argument-parser's reflection of the options: it cost the
/// first prompt a few milliseconds).
struct PluginChoice {
  var plugins: [String] = []
  var pluginTimeout: String?
  var isolate = false
  var inProcess = false
  var replayFolder: String?

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
    let here = replayFolder ?? CurrentFolder.path
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
    let here = CurrentFolder.path
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
      + (isolate ? ["--isolate"] : []) + ["--" + PluginOptions.replayFolderOption, CurrentFolder.path]
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
