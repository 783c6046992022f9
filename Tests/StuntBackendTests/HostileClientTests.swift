import Foundation
import StuntKit
import StuntTestSupport
import Testing

@testable import StuntBackend

/// The backend as a hostile client meets it, over a raw socket: every limit is answered with its
/// status and `Connection: close`, quickly, and the backend goes on serving.
@Suite("A hostile client over a raw socket")
struct HostileClientTests {
  /// Only a hang fails against this; the answers come in milliseconds.
  static let patience: Duration = .seconds(5)

  static func connect(to backend: EmbeddedBackend) async throws -> RawConnection {
    _ = try await backend.baseURL()
    return try RawConnection(port: try #require(await backend.port))
  }

  /// A refusal: the status, `Connection: close`, a closed connection, and nothing served.
  static func expectRefused(_ answer: RawConnection.Answer, _ status: Int, by backend: EmbeddedBackend) async {
    #expect(answer.status == status, "\(answer.text.prefix(200))")
    #expect(answer.header("connection") == "close")
    #expect(answer.closed)
    #expect(answer.elapsed < patience)
    #expect(await backend.requests().isEmpty)
  }

  static let garbage: [[UInt8]] = [
    [0x16, 0x03, 0x01, 0x00, 0xFF, 0xFE, 0x00, 0x0D, 0x0A, 0x0D, 0x0A],  // a TLS hello, binary
    Array("Host: 127.0.0.1\r\n\r\n".utf8),  // headers with no request line
    Array("HELLO\r\n\r\n".utf8),
    Array("GET /numbers/1 HTTP/9.9\r\n\r\n".utf8),
    Array("GET /numbers/1 HTTP/1.1\r\nNo colon here\r\n\r\n".utf8),
  ]

  @Test(arguments: garbage)
  func garbageIsABadRequest(_ bytes: [UInt8]) async throws {
    let backend = EmbeddedBackend()
    let client = try await Self.connect(to: backend)
    await client.send(bytes)
    await Self.expectRefused(await client.readUntilClosed(timeout: Self.patience), 400, by: backend)
    await backend.stop()
  }

  static let badFraming = [
    "Content-Length: abc",
    "Content-Length: -1",
    "Content-Length: 99999999999999999999999",
    "Content-Length: 5\r\nContent-Length: 7",
    "Transfer-Encoding: gzip",
    "Transfer-Encoding: chunked\r\nContent-Length: 5",
  ]

  @Test(arguments: badFraming)
  func aBadContentLengthOrTransferEncodingIsABadRequest(_ header: String) async throws {
    let backend = EmbeddedBackend()
    let client = try await Self.connect(to: backend)
    await client.send("POST /clubs HTTP/1.1\r\nHost: x\r\n\(header)\r\n\r\n{\"name\":\"a\"}")
    await Self.expectRefused(await client.readUntilClosed(timeout: Self.patience), 400, by: backend)
    await backend.stop()
  }

  @Test func aBrokenChunkIsABadRequestAndTheRequestIsNotServed() async throws {
    let backend = EmbeddedBackend()
    let client = try await Self.connect(to: backend)
    await client.send("POST /clubs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"nam\r\nzz\r\n")
    await Self.expectRefused(await client.readUntilClosed(timeout: Self.patience), 400, by: backend)
    await backend.stop()
  }

  static let oversizedHeads = [
    "GET /numbers/1 HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 64 * 1024))\r\n\r\n",
    "GET /numbers/\(String(repeating: "1", count: 17 * 1024)) HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /numbers/1 HTTP/1.1\r\n" + (0..<200).map { "X-\($0): y\r\n" }.joined() + "\r\n",
  ]

  @Test(arguments: oversizedHeads)
  func anOversizedHeadIsRefusedAtOnceAndTheBackendServesOn(_ request: String) async throws {
    let backend = EmbeddedBackend()
    let client = try await Self.connect(to: backend)
    await client.send(request)
    await Self.expectRefused(await client.readUntilClosed(timeout: Self.patience), 431, by: backend)
    let url = try await backend.baseURL().appendingPathComponent("numbers/1")
    #expect(try await HTTP.get(url) == (200, "1 is the loneliest number."))
    await backend.stop()
  }

  @Test func aBodyOverTheLimitIsTooLarge() async throws {
    let backend = EmbeddedBackend()
    let body = String(repeating: "x", count: 2 * 1024 * 1024)
    let announced = try await Self.connect(to: backend)
    await announced.send("POST /clubs HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
    await Self.expectRefused(await announced.readUntilClosed(timeout: Self.patience), 413, by: backend)

    // Chunked, the length is known only as the body grows past the limit.
    let chunked = try await Self.connect(to: backend)
    let chunk = String(repeating: "x", count: 64 * 1024)
    let chunks = String(repeating: "10000\r\n\(chunk)\r\n", count: 32) + "0\r\n\r\n"
    await chunked.send("POST /clubs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks)
    await Self.expectRefused(await chunked.readUntilClosed(timeout: Self.patience), 413, by: backend)
    await backend.stop()
  }

  @Test func aBodyJustUnderTheLimitIsServed() async throws {
    let backend = EmbeddedBackend()
    let client = try await Self.connect(to: backend)
    let padding = String(repeating: " ", count: BackendLimits.maxBodyBytes - 40)
    let body = #"{"name":"n","introduction":"i"}"# + padding
    await client.send("POST /clubs HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
    // Served, not refused: nothing here is bound by the request deadline, so only a hang fails
    // (a megabyte through a raw socket took longer than `patience` beside the parallel suite).
    let answer = await client.readResponse(timeout: .seconds(120))
    #expect(answer.status == 201)
    await backend.stop()
  }

  @Test func aSlowlorisIsCutOffAtTheDeadline() async throws {
    let deadline: Duration = .milliseconds(300)
    let backend = EmbeddedBackend(requestDeadline: deadline)
    let silent = try await Self.connect(to: backend)
    await silent.send("GET /numbers/1 HT")
    let dripping = try await Self.connect(to: backend)
    dripping.trickle(Array("GET /numbers/1 HTTP/1.1\r\nHost: x\r\n\r\n".utf8), every: .milliseconds(100))
    for answer in [await silent.readUntilClosed(timeout: Self.patience), await dripping.readUntilClosed(timeout: Self.patience)] {
      await Self.expectRefused(answer, 408, by: backend)
      // Not before the deadline; after it, within `patience` (the read's own limit), however
      // busy the machine is.
      #expect(answer.elapsed >= deadline)
    }
    await backend.stop()
  }

  @Test func aSlowBodyIsCutOffAndNotServed() async throws {
    let deadline: Duration = .milliseconds(300)
    let backend = EmbeddedBackend(requestDeadline: deadline)
    let client = try await Self.connect(to: backend)
    await client.send("POST /clubs HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"name\"")
    let answer = await client.readUntilClosed(timeout: Self.patience)
    await Self.expectRefused(answer, 408, by: backend)
    await backend.stop()
  }

  @Test func anIdleConnectionIsClosedWithoutAnAnswer() async throws {
    let deadline: Duration = .milliseconds(300)
    let backend = EmbeddedBackend(requestDeadline: deadline)
    let silent = try await Self.connect(to: backend)
    let answer = await silent.readUntilClosed(timeout: Self.patience)
    #expect(answer.closed && answer.bytes.isEmpty)
    #expect(answer.elapsed >= deadline)

    // Kept alive after an answer, it gets the same time again, then closes.
    let kept = try await Self.connect(to: backend)
    await kept.send("GET /numbers/1 HTTP/1.1\r\nHost: x\r\n\r\n")
    #expect(await kept.readResponse(timeout: Self.patience).status == 200)
    let after = await kept.readUntilClosed(timeout: Self.patience)
    #expect(after.closed && after.bytes.isEmpty)
    await backend.stop()
  }

  @Test func theBackendServesWhileASlowlorisWaits() async throws {
    let backend = EmbeddedBackend()
    let slowloris = try await Self.connect(to: backend)
    await slowloris.send("GET /numbers/1 HTTP/1.1\r\nHost: x\r\nX-Waiting: ")
    let url = try await backend.baseURL().appendingPathComponent("numbers/7")
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<3 {
      #expect(try await HTTP.get(url) == (200, "7 is the number of notes in a major scale."))
    }
    #expect(clock.now - start < Self.patience)
    // Still waiting: the deadline is 10 s away.
    #expect(!(await slowloris.readUntilClosed(timeout: .milliseconds(100)).closed))
    await backend.stop()
  }

  /// More connections than the limit: the rest wait in the kernel's queue, not in the server's
  /// descriptors. The deadline is far enough that none closes while they are counted, however
  /// busy the machine; the count is read until the server has taken all it will.
  @Test func aFloodOfIdleConnectionsIsHeldToTheLimit() async throws {
    let backend = EmbeddedBackend(requestDeadline: .seconds(60))
    _ = try await backend.baseURL()
    let port = try #require(await backend.port)
    let flood = try (0..<BackendLimits.maxConnections + 10).map { _ in try RawConnection(port: port) }
    let clock = ContinuousClock()
    let giveUp = clock.now.advanced(by: .seconds(30))
    var accepted = FaultTests.acceptedPeerPorts(port: port)
    while accepted.count < BackendLimits.maxConnections, clock.now < giveUp {
      try await Task.sleep(for: .milliseconds(20))
      accepted = FaultTests.acceptedPeerPorts(port: port)
    }
    #expect(accepted.count >= BackendLimits.maxConnections)
    // NIO accepts in batches (`maxMessagesPerRead`, 4) and stops between them, so the last
    // batch may overshoot; no more comes after it.
    try await Task.sleep(for: .milliseconds(200))
    #expect(FaultTests.acceptedPeerPorts(port: port).count <= BackendLimits.maxConnections + 4)
    #expect(flood.filter { !accepted.contains($0.localPort) }.count >= 10 - 4)
    await backend.stop()
  }

  /// A flood of idle connections holds a real request up no longer than the deadline: the idle
  /// ones are closed, and the request is served.
  @Test func aFloodOfIdleConnectionsHoldsNoOneUpPastTheDeadline() async throws {
    let backend = EmbeddedBackend(requestDeadline: .milliseconds(300))
    _ = try await backend.baseURL()
    let port = try #require(await backend.port)
    let flood = try (0..<BackendLimits.maxConnections + 10).map { _ in try RawConnection(port: port) }
    let url = try await backend.baseURL().appendingPathComponent("numbers/1")
    #expect(try await HTTP.get(url) == (200, "1 is the loneliest number."))
    #expect(await flood[0].readUntilClosed(timeout: Self.patience).closed)
    await backend.stop()
  }

  @Test func stoppingClosesOpenConnectionsAtOnce() async throws {
    let backend = EmbeddedBackend()
    let idle = try await Self.connect(to: backend)
    let halfSent = try await Self.connect(to: backend)
    await halfSent.send("POST /clubs HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
    try await Task.sleep(for: .milliseconds(50))
    await backend.stop()
    // Well before the 10 s deadline.
    #expect(await idle.readUntilClosed(timeout: Self.patience).closed)
    #expect(await halfSent.readUntilClosed(timeout: Self.patience).closed)
    #expect(await backend.requests().isEmpty)
  }

  @Test(arguments: ["-9223372036854775808", "9223372036854775807", "9223372036854775783", "-9223372036854775807"])
  func extremeNumbersHaveFactsFast(_ number: String) async throws {
    let backend = EmbeddedBackend()
    let url = try await backend.baseURL().appendingPathComponent("numbers/\(number)")
    let clock = ContinuousClock()
    let start = clock.now
    let (status, body) = try await HTTP.get(url)
    #expect(status == 200)
    #expect(body.hasPrefix(number + " is "))
    #expect(clock.now - start < Self.patience)
    await backend.stop()
  }
}
