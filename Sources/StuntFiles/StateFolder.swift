import Foundation

/// Stunt's folder under the XDG state directory, where what it keeps between runs lives: the
/// REPL's history, the session journals, the course progress, the trusted `.stunt-plugins`.
/// `$XDG_STATE_HOME/stunt`, else `~/.local/state/stunt`; nil when neither is an absolute path
/// (the XDG rule: a relative one is ignored), and then nothing is kept.
public enum StateFolder {
  public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/stunt" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/stunt" }
    return nil
  }

  /// `name` inside the folder.
  public static func file(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    path(environment: environment).map { $0 + "/" + name }
  }
}
