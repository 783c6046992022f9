import Foundation

/// Reads files a user names (session files, scripts, the history) without being fooled by
/// what is not a file: a FIFO is opened without blocking and refused, a device is refused
/// before it is read, and nothing larger than a limit is read into memory.
public enum RegularFile {
  /// The largest file read: a session of ten thousand commands is a few megabytes.
  public static let largest = 16 * 1024 * 1024

  /// The bytes of the regular file at `path` (symbolic links followed), at most `limit`.
  public static func read(_ path: String, limit: Int = largest) throws(FileProblem) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileProblem.reason(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileProblem.reason(errno) }
    if let problem = FileProblem.unlessRegular(status) { throw problem }
    guard Int(status.st_size) <= limit else { throw FileProblem.tooLarge(Int(status.st_size), limit: limit) }
    // A file that grows while it is read is refused at the limit, not followed.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw FileProblem.reason(errno) }
      if count == 0 { return bytes }
      bytes += chunk.prefix(count)
      guard bytes.count <= limit else { throw FileProblem.tooLarge(bytes.count, limit: limit) }
    }
  }

  /// `16 MiB`, `1 MiB`, `512 KiB`.
  static func describe(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
