import Foundation

/// Writes a file by writing a temporary file beside it and renaming it over the original, so a
/// crash or a full disk never leaves half a session behind. A symbolic link is followed (the
/// file it points to is replaced, the link stays), and the original's permissions are kept.
public enum AtomicFile {
  /// Why a file could not be written, without temporary names or absolute paths.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
  }

  public static func write(_ text: String, to path: String) throws(Failure) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw Failure(description: "its folder does not exist")
    }
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).stunt-\(UUID().uuidString).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
    } catch {
      throw Failure(description: reason(errno == 0 ? EACCES : errno))
    }
    let mode = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.posixPermissions] as? Int ?? 0o644
    try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
    guard rename(temporary.path, target.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(description: reason(code))
    }
  }

  static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOSPC: "the disk is full"
    case EROFS: "the file system is read-only"
    case EISDIR: "it is a folder"
    case ENOENT: "its folder does not exist"
    default: String(cString: strerror(code))
    }
  }
}
