import Foundation
import StuntSession

/// Where the plugins of a session come from, in this order: `--plugin` options,
/// `STUNT_PLUGIN_PATH` (paths separated by `:`), and the nearest `.stunt-plugins` file from the
/// current folder upward, so `stunt replay` in a user's repository finds its plugins unasked.
/// Every path comes back absolute: a replay worker runs in its session file's folder.
public enum PluginPaths {
  public static let configFileName = ".stunt-plugins"
  public static let environmentVariable = "STUNT_PLUGIN_PATH"

  /// The paths, and what was wrong: a `.stunt-plugins` that could not be used, a path that
  /// names no file (left out, so that `load` can say why its module is missing).
  public static func all(
    options: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    from folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> (paths: [String], problems: [String]) {
    var named = options.map { ("--plugin", $0, absolute($0, in: folder)) }
    var problems: [String] = []
    if let variable = environment[environmentVariable] {
      named += variable.split(separator: ":").map { (environmentVariable, String($0), absolute(String($0), in: folder)) }
    }
    if let file = configFile(from: folder) {
      do {
        named += try read(file).map { (configFileName, $0, absolute($0, in: file.deletingLastPathComponent())) }
      } catch {
        problems.append("\(file.path) is not used: \(error.description)")
      }
    }
    var seen = Set<String>()
    var paths: [String] = []
    for (origin, written, path) in named where seen.insert(path).inserted {
      guard FileManager.default.fileExists(atPath: path) else {
        problems.append("\(origin) names \(written), which does not exist: build it or fix the path")
        continue
      }
      paths.append(path)
    }
    return (paths, problems)
  }

  /// The nearest `.stunt-plugins` from `folder` up to the root.
  static func configFile(from folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(configFileName)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
        return candidate
      }
      let parent = current.deletingLastPathComponent()
      guard parent.path != current.path else { return nil }
      current = parent
    }
  }

  /// One plugin path per line, as written (relative to the file's folder); `#` starts a
  /// comment. Only a regular file of at most 64 KiB is read: a FIFO or a device there must not
  /// hang Stunt.
  static func read(_ file: URL) throws(FileProblem) -> [String] {
    let data = try RegularFile.read(file.path, limit: 64 << 10)
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
      let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      return text.isEmpty ? nil : text
    }
  }

  static func absolute(_ path: String, in folder: URL) -> String {
    path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
  }
}
