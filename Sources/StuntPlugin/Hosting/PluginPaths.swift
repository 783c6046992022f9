import Foundation
import StuntFiles
import StuntSession

/// Where the plugins of a session come from, in this order: `--plugin` options,
/// `STUNT_PLUGIN_PATH` (paths separated by `:`), and the nearest `.stunt-plugins` file from the
/// current folder upward, so `stunt replay` in a user's repository finds its plugins unasked,
/// once the user trusted that file (`PluginTrust`).
/// Every path comes back absolute: a replay worker runs in its session file's folder.
public enum PluginPaths {
  public static let configFileName = ".stunt-plugins"
  public static let environmentVariable = "STUNT_PLUGIN_PATH"

  /// What was found.
  public struct Found: Equatable, Sendable {
    /// The plugins to start.
    public var paths: [String] = []
    /// What was wrong: a `.stunt-plugins` that could not be used, a path that names no file
    /// (left out, so that `load` can say why its module is missing).
    public var problems: [String] = []
    /// A `.stunt-plugins` that names plugins but is not trusted: they were not started.
    public var untrusted: [UntrustedPluginList] = []
  }

  public static func all(
    options: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    from folder: URL = CurrentFolder.url, trust: PluginTrust
  ) -> Found {
    var found = Found()
    var named = options.map { ("--plugin", $0, absolute($0, in: folder)) }
    if let variable = environment[environmentVariable] {
      named += variable.split(separator: ":").map { (environmentVariable, String($0), absolute(String($0), in: folder)) }
    }
    if let file = configFile(from: folder) {
      do {
        let list = try PluginList.read(file)
        let verdict = trust.verdict(list)
        if verdict == .trusted {
          named += zip(list.plugins, list.pluginPaths).map { (configFileName, $0, $1) }
        } else if !list.plugins.isEmpty {
          // (A list that names nothing starts nothing: there is nothing to ask about.)
          found.untrusted.append(UntrustedPluginList(list: list, changed: verdict == .changed))
        }
      } catch {
        found.problems.append("\(file.path) is not used: \(error.description)")
      }
    }
    var seen = Set<String>()
    for (origin, written, path) in named where seen.insert(path).inserted {
      guard FileManager.default.fileExists(atPath: path) else {
        found.problems.append("\(origin) names \(SessionWriter.normalized(written)), which does not exist: build it or fix the path")
        continue
      }
      found.paths.append(path)
    }
    return found
  }

  /// The nearest `.stunt-plugins` from `folder` up to the root.
  public static func configFile(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    // Up to the root, one folder at a time: a path that is not absolute has no root to stop at.
    guard current.path.hasPrefix("/") else { return nil }
    for _ in current.pathComponents {
      let candidate = current.appendingPathComponent(configFileName)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
        return candidate
      }
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { return nil }
      current = parent
    }
    return nil
  }

  static func absolute(_ path: String, in folder: URL) -> String {
    path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
  }
}
