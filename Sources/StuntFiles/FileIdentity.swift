import Foundation

/// Which file a path names, so that a file Stunt writes is never one it reads from: a report
/// over the session under test, the doubles over their protocols' source.
public struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64

  /// The file `path` names, symbolic links followed; nil when there is none.
  public init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The first of `paths` that names the same file as `path`, when one does.
  public static func first(of paths: [String], sameAs path: String) -> String? {
    guard let target = FileIdentity(path) else { return nil }
    return paths.first { FileIdentity($0) == target }
  }
}
