import Foundation

/// This process's input read as a replay worker reads it: by `read(2)`, which wakes when bytes
/// or the end come.
enum StandardInput {
  /// Up to and without the first newline, or everything when the input ends without one. What
  /// follows the newline in the same read is dropped: the parent writes nothing after it.
  static func firstLine() -> Data {
    var line = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return line }
      if let end = buffer[..<count].firstIndex(of: UInt8(ascii: "\n")) {
        line.append(contentsOf: buffer[..<end])
        return line
      }
      line.append(contentsOf: buffer[..<count])
    }
  }

  /// Returns once the input has ended (or cannot be read), discarding what comes before.
  static func waitForEnd() {
    var buffer = [UInt8](repeating: 0, count: 512)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return }
    }
  }
}
