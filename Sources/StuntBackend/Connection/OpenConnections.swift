import NIOCore
import StuntKit

/// The connections a backend has open, so `stop()` can close them at once: the server's own
/// shutdown would wait for each to finish, and URLSession keeps its connections alive.
final class OpenConnections: Sendable {
  private let state = Guarded<(open: [ObjectIdentifier: any Channel], closed: Bool)>(([:], false))

  /// A connection accepted after `closeAll()` is closed straight away.
  func add(_ channel: any Channel) {
    let closeNow = state.withLock { state in
      if state.closed { return true }
      state.open[ObjectIdentifier(channel)] = channel
      return false
    }
    if closeNow { channel.close(promise: nil) }
  }

  func remove(_ channel: any Channel) {
    _ = state.withLock { $0.open.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  func closeAll() {
    let open = state.withLock { state in
      state.closed = true
      defer { state.open = [:] }
      return Array(state.open.values)
    }
    for channel in open { channel.close(promise: nil) }
  }
}
