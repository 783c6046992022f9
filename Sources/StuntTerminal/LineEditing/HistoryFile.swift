import Foundation

/// Where the REPL keeps its history: `$XDG_STATE_HOME/stunt/history`, falling back to
/// `~/.local/state/stunt/history`. The file is private to the user (mode 0600): commands can
/// hold URLs and stubbed data.
public struct HistoryFile: Equatable, Sendable {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> HistoryFile? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return HistoryFile(path: state + "/stunt/history")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return HistoryFile(path: home + "/.local/state/stunt/history")
    }
    return nil
  }

  /// Creates the folder (0700) and the file (0600) when missing. False if that is impossible,
  /// in which case history lives for this session only.
  @discardableResult
  public func prepare() -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return false
    }
    let descriptor = open(path, O_CREAT | O_WRONLY | O_APPEND, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return secure()
  }

  /// Makes sure the file is 0600, whatever wrote it last.
  @discardableResult
  public func secure() -> Bool {
    chmod(path, 0o600) == 0
  }
}
