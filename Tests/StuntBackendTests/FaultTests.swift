import Foundation
import StuntKit
import StuntTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@testable import StuntBackend

@Suite("Backend faults and lifecycle")
struct FaultTests {
  @Test func failuresHitTheNextRequestsThenStop() async throws {
    let backend = EmbeddedBackend()
    let url = try await backend.baseURL().appendingPathComponent("numbers/1")
    await backend.fail(BackendFault(kind: .status(503, message: "maintenance"), remaining: 2))
    #expect(try await HTTP.get(url) == (503, #"{"message":"maintenance"}"#))
    #expect(await backend.status.fault == BackendFault(kind: .status(503, message: "maintenance"), remaining: 1))
    #expect(try await HTTP.get(url).status == 503)
    #expect(try await HTTP.get(url).status == 200)
    await backend.fail(BackendFault(kind: .status(500, message: nil), remaining: nil))
    for _ in 0..<3 { #expect(try await HTTP.get(url) == (500, #"{"message":"the backend was told to fail with 500"}"#)) }
    await backend.reset()
    #expect(try await HTTP.get(url).status == 200)
    await backend.stop()
  }

  @Test func aGarbledBodyIsNeitherJSONNorText() async throws {
    let backend = EmbeddedBackend()
    let url = try await backend.baseURL().appendingPathComponent("numbers/1")
    await backend.fail(BackendFault(kind: .garbled, remaining: 1))
    let (data, response) = try await HTTP.session.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(validating: Array(data), as: UTF8.self) == nil)
    #expect((try? JSONSerialization.jsonObject(with: data)) == nil)
    await backend.stop()
  }

  @Test func latencyDelaysEveryAnswer() async throws {
    let backend = EmbeddedBackend()
    let url = try await backend.baseURL().appendingPathComponent("numbers/1")
    await backend.setLatency(.milliseconds(300))
    let clock = ContinuousClock()
    let start = clock.now
    #expect(try await HTTP.get(url).status == 200)
    #expect(clock.now - start >= .milliseconds(300))
    #expect(await backend.status.latency == .milliseconds(300))
    await backend.stop()
  }

  @Test func twoBackendsRunSideBySide() async throws {
    let one = EmbeddedBackend()
    let two = EmbeddedBackend()
    async let first = one.baseURL()
    async let second = two.baseURL()
    let (a, b) = try await (first, second)
    #expect(a != b)
    #expect(a.host == "127.0.0.1" && b.host == "127.0.0.1")
    _ = try await HTTP.get(a.appendingPathComponent("numbers/1"))
    #expect(await one.requests().count == 1)
    #expect(await two.requests().isEmpty)
    await one.stop()
    await two.stop()
  }

  @Test func startingTwiceAtOnceStartsOneServer() async throws {
    let backend = EmbeddedBackend()
    async let first = backend.baseURL()
    async let second = backend.baseURL()
    let (a, b) = try await (first, second)
    #expect(a == b)
    await backend.stop()
  }

  @Test func stoppingClosesTheListeningSocket() async throws {
    let backend = EmbeddedBackend()
    let url = try await backend.baseURL()
    let port = try #require(await backend.port)
    #expect(try await HTTP.get(url.appendingPathComponent("numbers/1")).status == 200)
    await backend.stop()
    #expect(!(await backend.status.isRunning))
    #expect(!Self.listening(on: port))
    await #expect(throws: URLError.self) { _ = try await HTTP.get(url.appendingPathComponent("numbers/1")) }
  }

  @Test func twoHundredConcurrentRequestsAreAllServed() async throws {
    let backend = EmbeddedBackend()
    let base = try await backend.baseURL()
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for number in 0..<200 {
        group.addTask { try await HTTP.get(base.appendingPathComponent("numbers/\(number)")).status }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(statuses.count == 200)
    #expect(statuses.allSatisfy { $0 == 200 })
    #expect(await backend.requests().count == 200)
    #expect(await backend.status.served == 200)
    await backend.stop()
  }

  /// Without TCP_NODELAY a response written in pieces waits for the client's delayed ACK: 40 ms
  /// per request (FlyingFox cost that until the option was set by hand). NIO sets it on the
  /// listening socket, and Linux copies it to each accepted one. Kept-alive requests are served,
  /// and the option is read on the server's own socket: a time would say as much of how busy
  /// the machine is as of Nagle (`make bench` measures the time).
  @Test func keptAliveRequestsAreNotHeldByNagle() async throws {
    let backend = EmbeddedBackend()
    _ = try await backend.baseURL()
    let port = try #require(await backend.port)
    let client = try RawConnection(port: port)
    for number in 0..<20 {
      await client.send("GET /numbers/\(number) HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(await client.readResponse(timeout: .seconds(30)).status == 200)
    }

    let accepted = try #require(Self.acceptedSocket(port: port, peerPort: client.localPort))
    var noDelay: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    #expect(getsockopt(accepted, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, &length) == 0)
    #expect(noDelay == 1)
    await backend.stop()
  }

  /// The server's end of a client's connection, among this process's descriptors.
  static func acceptedSocket(port: UInt16, peerPort: UInt16) -> Int32? {
    (Int32(3)..<Int32(4096)).first { descriptor in
      socketPort(descriptor, getsockname) == port && socketPort(descriptor, getpeername) == peerPort
    }
  }

  /// The IPv4 port `name` (getsockname or getpeername) gives for a descriptor, if it is a socket.
  private static func socketPort(
    _ descriptor: Int32, _ name: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
  ) -> UInt16? {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { name(descriptor, $0, &length) }
    }
    return named == 0 && address.sin_family == sa_family_t(AF_INET) ? UInt16(bigEndian: address.sin_port) : nil
  }

  /// The peer ports of every connection the server on `port` holds open, in one pass over this
  /// process's descriptors (the backend runs in it).
  static func acceptedPeerPorts(port: UInt16) -> Set<UInt16> {
    Set((Int32(3)..<Int32(4096)).compactMap { descriptor in
      socketPort(descriptor, getsockname) == port ? socketPort(descriptor, getpeername) : nil
    })
  }

  /// Whether anything listens on 127.0.0.1:port, from the kernel's own table.
  static func listening(on port: UInt16) -> Bool {
    let hex = String(format: "%04X", port)
    let table = (try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)) ?? ""
    return table.split(separator: "\n").contains { line in
      let fields = line.split(separator: " ")
      return fields.count > 3 && fields[1].hasSuffix(":" + hex) && fields[3] == "0A"
    }
  }
}
