import Foundation
import StuntKit

/// The plugin's standard input as lines, read on a thread of their own so the main actor
/// is free to run effects between requests; and its answers, a line at a time (`OutputChannel`).
enum StandardInputLines {
  static func start() -> AsyncStream<Data> {
    let (stream, continuation) = AsyncStream.makeStream(of: Data.self)
    let thread = Thread {
      var reader = LineSplitter(limit: PluginProtocol.largestMessage)
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        for line in reader.feed(buffer[0..<count]) { continuation.yield(line) }
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }

  static func write(_ line: Data) {
    OutputChannel.write(line + Data("\n".utf8))
  }
}
