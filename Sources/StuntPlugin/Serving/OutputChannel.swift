import Foundation

/// Standard output as a channel of Stunt's own (the plugin protocol, a replay worker's
/// messages). A user's code may `print` (a logger of a Swift 4-era package does); what it prints
/// goes to standard error, the process's log, instead of into the channel, where the host would
/// read it as a broken message.
package enum OutputChannel {
  /// Standard output, moved aside on first use; file descriptor 1 then writes to standard error.
  private static let descriptor: Int32 = {
    fflush(nil)  // every stream, standard output among them
    let channel = dup(STDOUT_FILENO)
    guard channel >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return STDOUT_FILENO }
    return channel
  }()

  /// Takes standard output for the channel now, before any module code runs.
  package static func claim() {
    _ = descriptor
  }

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
