import Foundation

/// Why a file could not be read or written, in words an `error:` line can show: no temporary
/// names, no absolute paths.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }

  /// A read-only file is replaced only when the user forces it; each command says how.
  public static let readOnly = FileProblem("it is read-only")

  public static func tooLarge(_ size: Int, limit: Int) -> FileProblem {
    FileProblem("it is \(size) bytes long; such files are limited to \(RegularFile.describe(limit))")
  }

  /// What a failed system call's error number means for the user.
  public static func reason(_ code: Int32) -> FileProblem {
    switch code {
    case EACCES, EPERM: FileProblem("permission denied")
    case ENOSPC, EDQUOT: FileProblem("the disk is full")
    case EFBIG: FileProblem("the file would be larger than this system allows (ulimit -f)")
    case EROFS: FileProblem("the file system is read-only")
    case EISDIR: FileProblem("it is a folder")
    case ENOENT: FileProblem("no such file")
    case ENOTDIR: FileProblem("a part of the path is not a folder")
    case ELOOP: FileProblem("too many symbolic links")
    case ENAMETOOLONG: FileProblem("the path is too long")
    default: FileProblem(String(cString: strerror(code)))
    }
  }

  /// Refuses what is not a regular file: reading a FIFO would block, reading `/dev/zero` never
  /// ends, and replacing a device with a regular file damages the system.
  public static func unlessRegular(_ status: stat, through link: Bool = false) -> FileProblem? {
    guard let kind = kind(status) else { return nil }
    return FileProblem(link ? "it is a symbolic link to \(kind), not to a regular file" : "it is \(kind), not a regular file")
  }

  /// What a file that is not a regular file is; nil for a regular file.
  static func kind(_ status: stat) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "something unusual"
    }
  }
}
