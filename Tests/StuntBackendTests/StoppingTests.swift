import Foundation
import StuntKit
import Testing

@testable import StuntBackend

/// `stop` while clients still connect or wait: a session that ends (or a `backend restart`)
/// while an effect is opening its connection, or while a request waits out `backend latency`.
@Suite("Stopping the backend")
struct StoppingTests {
  /// Clients connect while the backend stops, round after round. A connection the listener
  /// accepted that the serving loop had not taken yet was left to NIO when the loop was
  /// cancelled, and NIO traps on it ("Deinited NIOAsyncWriter without calling finish()"): the
  /// whole process ended.
  @Test(.timeLimit(.minutes(2)))
  func stoppingWhileClientsConnectEndsEveryConnection() async throws {
    for _ in 0..<40 {
      let backend = EmbeddedBackend()
      let port = try #require(try await backend.baseURL().port)
      async let connected = ConnectionBurst.open(port: UInt16(port), count: 24)
      await backend.stop()
      #expect(await connected >= 0)
      #expect(await backend.status.isRunning == false)
    }
  }

  /// A request waiting out an hour of latency does not hold up `stop`.
  @Test(.timeLimit(.minutes(1)))
  func aRequestWaitingOutItsLatencyDoesNotHoldUpTheStop() async throws {
    let backend = EmbeddedBackend()
    await backend.setLatency(.seconds(3600))
    let url = try #require(URL(string: try await backend.baseURL().absoluteString + "/numbers/1"))
    let request = Task { try? await HTTP.get(url) }
    while await backend.waitingRequests == 0 { try await Task.sleep(for: .milliseconds(5)) }
    await backend.stop()
    #expect(await backend.status.isRunning == false)
    // Its connection was closed: the client's request ends too.
    _ = await request.value
  }
}

/// Raw TCP connections opened from a thread of their own, as fast as the kernel takes them,
/// then closed.
private enum ConnectionBurst {
  /// How many of `count` connected.
  static func open(port: UInt16, count: Int) async -> Int {
    await withCheckedContinuation { done in
      Thread {
        var sockets: [Int32] = []
        for _ in 0..<count {
          let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
          guard socket >= 0 else { continue }
          var address = sockaddr_in()
          address.sin_family = sa_family_t(AF_INET)
          address.sin_port = port.bigEndian
          address.sin_addr.s_addr = inet_addr("127.0.0.1")
          let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
          }
          if connected == 0 { sockets.append(socket) } else { close(socket) }
        }
        for socket in sockets { close(socket) }
        done.resume(returning: sockets.count)
      }.start()
    }
  }
}
