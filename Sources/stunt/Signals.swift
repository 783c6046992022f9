import Foundation

/// Catching signals instead of dying of them, so a server can close its socket first.
enum Signals {
  /// Starts catching the signals now; the stream yields each time one arrives.
  static func caught(_ signals: [Int32]) -> CaughtSignals {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let sources = signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { continuation.yield() }
      source.resume()
      return source
    }
    return CaughtSignals(stream: stream, sources: sources)
  }
}

/// Signals being caught.
struct CaughtSignals {
  let stream: AsyncStream<Void>
  let sources: [any DispatchSourceSignal]

  /// Waits for the first, then stops catching.
  func first() async {
    for await _ in stream { break }
    sources.forEach { $0.cancel() }
  }
}
