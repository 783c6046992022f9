import Foundation

/// Writes a file the user named (`save`, `--update`, `--junit`) by writing a temporary file
/// beside it and renaming it over the original, so a crash or a full disk never leaves half a
/// session behind.
///
/// What it will not do: replace something that is not a regular file (`/dev/null`, a FIFO,
/// a folder), follow a symbolic link onto one or onto nothing, or replace a read-only file
/// unless forced. A symbolic link to a regular file is written through: the file it points to
/// is replaced and the link stays. The original's permissions are kept; a new file gets the
/// umask's.
public enum AtomicFile {
  public static func write(_ text: String, to path: String, force: Bool = false) throws(FileProblem) {
    let target = try regularTarget(of: path)
    if let existing = target.status, !force, isReadOnly(target.path, existing) {
      throw FileProblem.readOnly
    }
    let folder = (target.path as NSString).deletingLastPathComponent
    let name = (target.path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).stunt-\(UUID().uuidString).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw FileProblem.reason(errno) }
    do throws(FileProblem) {
      try writeAll(Array(text.utf8), to: descriptor)
      if let existing = target.status {
        fchmod(descriptor, existing.st_mode & 0o7777)
        // Kept when the writer may (root replacing a user's file); ignored otherwise.
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      }
      // A full disk can show only now, when the data is flushed.
      guard fsync(descriptor) == 0 else { throw FileProblem.reason(errno) }
      guard close(descriptor) == 0 else { throw FileProblem.reason(errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target.path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileProblem.reason(code)
    }
  }

  /// The file to replace: `path`, or the regular file a symbolic link at `path` points to;
  /// its status when it exists.
  static func regularTarget(of path: String) throws(FileProblem) -> (path: String, status: stat?) {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT else { throw FileProblem.reason(errno) }
      let folder = (path as NSString).deletingLastPathComponent
      var folderStatus = stat()
      guard stat(folder.isEmpty ? "." : folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
        throw FileProblem("its folder does not exist")
      }
      return (path, nil)
    }
    guard status.st_mode & S_IFMT == S_IFLNK else {
      if let problem = FileProblem.unlessRegular(status) { throw problem }
      return (path, status)
    }
    guard let resolved = realpath(path, nil) else {
      throw FileProblem("it is a symbolic link to nothing (a missing file); name the file itself")
    }
    defer { free(resolved) }
    let target = String(cString: resolved)
    guard stat(target, &status) == 0 else { throw FileProblem.reason(errno) }
    if let problem = FileProblem.unlessRegular(status, through: true) { throw problem }
    return (target, status)
  }

  /// Read-only to its owner, or not writable by this process (the rename would still replace it).
  static func isReadOnly(_ path: String, _ status: stat) -> Bool {
    status.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0
  }

  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(FileProblem) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw FileProblem.reason(written < 0 ? errno : EIO) }
      offset += written
    }
  }
}
