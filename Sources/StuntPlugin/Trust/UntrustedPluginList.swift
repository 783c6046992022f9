import Foundation

/// A `.stunt-plugins` whose plugins were not started because nobody trusted it (or it changed
/// since): said once at start, and again by `load` when it finds no module, since the modules of
/// plugins that never ran are unknown.
public struct UntrustedPluginList: Equatable, Sendable {
  public let list: PluginList
  /// Trusted once, with other content.
  public let changed: Bool

  public init(list: PluginList, changed: Bool) {
    self.list = list
    self.changed = changed
  }

  /// The line that says so, ending with `trust`, the command that trusts the file at `path`.
  public func problem(shownAs path: String, trust: String) -> String {
    let plugins = list.plugins.count == 1 ? "the plugin it names is" : "the plugins it names are"
    return (changed ? "\(path) changed since it was trusted" : "\(path) is not trusted")
      + ", so \(plugins) not started (\(list.named)); "
      + (changed ? "to trust it again, run: " : "to trust it, run: ") + trust
  }

  /// The file's path as typed in `folder`, so that what is printed is the same wherever the
  /// folder is (a replay's output has no absolute paths): `.stunt-plugins` in it, `../../.stunt-plugins`
  /// above it, `Samples/workshop/.stunt-plugins` below it; elsewhere absolute.
  public func shownPath(from folder: String) -> String {
    let file = list.file.standardizedFileURL.pathComponents
    let here = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let fileFolder = Array(file.dropLast())
    if here.starts(with: fileFolder) {
      return String(repeating: "../", count: here.count - fileFolder.count) + list.file.lastPathComponent
    }
    if fileFolder.starts(with: here) { return file.dropFirst(here.count).joined(separator: "/") }
    return list.file.standardizedFileURL.path
  }
}
