import Foundation

/// Writes a file by writing a temporary file beside it and renaming it over the original, so a
/// crash or a full disk never leaves half a session behind. The original's permissions stay.
public enum AtomicFile {
  public static func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).stunt-\(UUID().uuidString).tmp")
    try Data(text.utf8).write(to: temporary)
    if let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int {
      try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
    }
    guard rename(temporary.path, path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
  }
}
