import Foundation

/// A plugin to start: its command line, and the name messages and `modules` give it.
public struct PluginSource: Sendable {
  public var name: String
  public var command: [String]
  /// Whether `modules` names the plugin beside its modules; the built-ins served in a child
  /// process by `--isolate` look exactly as they do in process.
  public var showsOrigin: Bool

  /// How messages name it: `plugin warehouse-plugin`, or the name alone for the built-ins.
  public var title: String { showsOrigin ? "plugin \(name)" : name }

  /// Whether the host starts it through its launcher (`stunt plugin-exec`, which ties its life
  /// to Stunt's); the built-ins' server does that itself, one process start sooner.
  public var isLaunched: Bool

  public init(name: String, command: [String], showsOrigin: Bool = true, isLaunched: Bool = true) {
    self.name = name
    self.command = command
    self.showsOrigin = showsOrigin
    self.isLaunched = isLaunched
  }

  /// An executable at `path`, named by its file name (`warehouse-plugin`), so messages and
  /// transcripts read the same on every machine and from every folder.
  public init(path: String) {
    self.init(name: URL(fileURLWithPath: path).lastPathComponent, command: [path])
  }
}
