import CEditLine
import Foundation
import StuntFiles
import StuntSession

/// Where the REPL keeps its history: `$XDG_STATE_HOME/stunt/history`, falling back to
/// `~/.local/state/stunt/history`. The file is private to the user (mode 0600): commands can
/// hold URLs and stubbed data.
///
/// Only a regular file of at most `largest` bytes is used. A symbolic link is followed to the
/// regular file it names (dotfile managers link files), never onto a device or a FIFO, and the
/// mode is set on the file itself, never through a link.
public struct HistoryFile: Equatable, Sendable {
  /// A thousand entries of a few hundred bytes are a few hundred KiB; a larger file is not ours.
  public static let largest = 4 * 1024 * 1024

  public let path: String

  public init(path: String) {
    self.path = path
  }

  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> HistoryFile? {
    StateFolder.file("history", environment: environment).map(HistoryFile.init(path:))
  }

  /// Creates the folder (0700) and the file (0600) when missing, and checks what is there.
  /// Returns the regular file to read and write, or why the history cannot be kept (it then
  /// lives for this session only).
  public func prepare() -> Result<CheckedHistoryFile, FileProblem> {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      return .failure(FileProblem("its folder cannot be created"))
    }
    var target = path
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        return .failure(FileProblem("it is a symbolic link to nothing (a missing file)"))
      }
      target = String(cString: resolved)
      free(resolved)
    }
    let file = CheckedHistoryFile(path: target)
    return Result { () throws(FileProblem) in
      let descriptor = try file.open(O_RDWR | O_CREAT)
      close(descriptor)
      return file
    }
  }
}

/// The history file once checked: a regular file, opened afresh (and checked again) for every
/// read and write, without following a link and without blocking.
public struct CheckedHistoryFile: Equatable, Sendable {
  let path: String

  /// A descriptor of the file, made 0600; refused when it is not a regular file or is too large.
  func open(_ flags: Int32) throws(FileProblem) -> Int32 {
    let descriptor = Foundation.open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FileProblem.reason(errno) }
    var status = stat()
    let problem: FileProblem? =
      if fstat(descriptor, &status) != 0 {
        FileProblem.reason(errno)
      } else if let notRegular = FileProblem.unlessRegular(status) {
        notRegular
      } else if Int(status.st_size) > HistoryFile.largest {
        FileProblem.tooLarge(Int(status.st_size), limit: HistoryFile.largest)
      } else if status.st_mode & 0o777 != 0o600, fchmod(descriptor, 0o600) != 0 {
        FileProblem.reason(errno)
      } else {
        nil
      }
    if let problem {
      close(descriptor)
      throw problem
    }
    return descriptor
  }

  /// Reads the saved history into libedit's, through the descriptor checked here (libedit
  /// opens `/dev/fd/N`, the same open file, so nothing can be swapped in between).
  func load(into history: OpaquePointer) throws(FileProblem) {
    let descriptor = try open(O_RDONLY)
    defer { close(descriptor) }
    stunt_history_load(history, "/dev/fd/\(descriptor)")
  }

  /// Writes libedit's history over the file.
  func save(_ history: OpaquePointer) throws(FileProblem) {
    let descriptor = try open(O_WRONLY)
    guard ftruncate(descriptor, 0) == 0, let stream = fdopen(descriptor, "w") else {
      let code = errno
      close(descriptor)
      throw FileProblem.reason(code)
    }
    let saved = stunt_history_save_fp(history, stream)
    let flushed = fflush(stream) == 0
    let code = errno
    fclose(stream)
    guard saved >= 0, flushed else { throw FileProblem.reason(code) }
  }
}
