import Foundation

/// Waiting for a signal instead of dying of it, so a server can close its socket first.
enum Signals {
  static func wait(for signals: [Int32]) async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let sources = signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { continuation.yield() }
      source.resume()
      return source
    }
    for await _ in stream { break }
    sources.forEach { $0.cancel() }
  }
}
