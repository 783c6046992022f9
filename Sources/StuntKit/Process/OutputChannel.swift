import Foundation

/// Standard output as Stunt's own channel: the REPL's transcript, the plugin protocol, a replay
/// worker's messages. A module's code may `print` (a user's Swift 4-era logger does); once the
/// channel is claimed, what it prints goes to standard error, the process's log, wherever the
/// module runs, instead of into a transcript or a protocol whose reader would take it for a
/// broken message.
package enum OutputChannel {
  /// Standard output, moved aside; file descriptor 1 then writes to standard error.
  private static let moved: Int32 = {
    fflush(nil)  // every stream, standard output among them
    let channel = dup(STDOUT_FILENO)
    guard channel >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return STDOUT_FILENO }
    return channel
  }()
  nonisolated(unsafe) private static let movedFile = fdopen(moved, "w")
  /// Set once, at the start of the process, before anything reads it from another thread.
  nonisolated(unsafe) private static var isClaimed = false

  /// Takes standard output for the channel, before any module code runs.
  package static func claim() {
    _ = moved
    isClaimed = true
  }

  /// Where the channel writes: standard output as it was, claimed or not (what `isatty` and
  /// the window's width are asked of).
  package static var descriptor: Int32 { isClaimed ? moved : STDOUT_FILENO }

  /// The claimed channel as a C stream, for libedit and the REPL; nil when not claimed.
  package static var file: UnsafeMutablePointer<FILE>? { isClaimed ? movedFile : nil }

  /// Writes every byte, through interruptions; a closed channel drops the rest.
  package static func write(_ data: Data) {
    let bytes = [UInt8](data)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
