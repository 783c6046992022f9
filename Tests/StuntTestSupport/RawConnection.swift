import Foundation

/// A hostile client: a raw TCP connection to 127.0.0.1 that sends any bytes, as slowly as it
/// likes, and reads whatever comes back. Every blocking call runs on a thread of its own, never on
/// Swift's cooperative pool (two threads on a 2-core machine, which the server under test needs),
/// and every wait has a timeout, so a test fails rather than hangs. A reader thread notes when
/// each byte and the end of the stream arrive, so timings are the server's, not those of a
/// test waiting for a turn on a loaded pool.
public final class RawConnection: Sendable {
  /// What came back: the bytes, and whether the server closed the connection before the timeout.
  public struct Answer: Sendable {
    public var bytes: [UInt8]
    public var closed: Bool
    /// From the moment the connection was opened (when the server's deadline starts too).
    public var elapsed: Duration

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The status of the first response, from its status line (`HTTP/1.1 431 ...`).
    public var status: Int? {
      guard text.hasPrefix("HTTP/1.1 ") else { return nil }
      return Int(text.dropFirst(9).prefix(3))
    }

    /// A header of the first response, by case-insensitive name.
    public func header(_ name: String) -> String? {
      let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
      return head.components(separatedBy: "\r\n").dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
        .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
    }
  }

  private let descriptor: Int32
  private let opened = ContinuousClock.now
  private let inbox = Inbox()

  public init(port: UInt16) throws {
    descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
    let (connection, received) = (descriptor, inbox)
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        // 0: the end of the stream; below: a reset, or our own shutdown. Either way, closed.
        guard count > 0 else { break }
        received.receive(Array(buffer[..<count]))
      }
      received.close()
    }
  }

  /// Wakes the reader and waits for it to stop before closing: the descriptor's number must not
  /// be reused (by another test's socket) while the reader may still call `recv` on it.
  deinit {
    shutdown(descriptor, Int32(SHUT_RDWR))
    inbox.waitUntilClosed()
    close(descriptor)
  }

  /// The client's own port, which the server sees as its peer's.
  public var localPort: UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Sends all of `bytes`; false if the server closed or reset the connection first.
  @discardableResult
  public func send(_ bytes: [UInt8]) async -> Bool {
    await Self.onThread { self.sendNow(bytes) }
  }

  @discardableResult
  public func send(_ text: String) async -> Bool {
    await send(Array(text.utf8))
  }

  /// Sends `bytes` one at a time, `interval` apart, in the background, until all are sent or the
  /// server closes the connection.
  public func trickle(_ bytes: [UInt8], every interval: Duration) {
    Thread.detachNewThread {
      for byte in bytes {
        guard self.sendNow([byte]) else { return }
        Thread.sleep(forTimeInterval: Double(interval / .milliseconds(1)) / 1000)
      }
    }
  }

  /// Everything the server sends until it closes the connection, or until `timeout` passes.
  public func readUntilClosed(timeout: Duration) async -> Answer {
    await Self.onThread { self.inbox.take(until: { _, closed in closed }, timeout: timeout, since: self.opened) }
  }

  /// One whole response (head, and a body of its `Content-Length`) on a kept-alive connection.
  public func readResponse(timeout: Duration) async -> Answer {
    await Self.onThread { self.inbox.take(until: { bytes, _ in Self.holdsAResponse(bytes) }, timeout: timeout, since: self.opened) }
  }

  // MARK: - Blocking, on threads of their own

  private func sendNow(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      // MSG_NOSIGNAL: a closed connection is an answer here, not a SIGPIPE for the test process.
      let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  private static func holdsAResponse(_ bytes: [UInt8]) -> Bool {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard let headEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return false }
    let head = String(decoding: bytes[..<headEnd], as: UTF8.self)
    let length = head.components(separatedBy: "\r\n")
      .first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
    return bytes.count - (headEnd + separator.count) >= length
  }

  /// What the reader thread has received and not yet handed out, and when.
  private final class Inbox: @unchecked Sendable {
    // All three only under the condition's lock.
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var lastArrival = ContinuousClock.now
    private var closedAt: ContinuousClock.Instant?

    func receive(_ chunk: [UInt8]) {
      condition.withLock {
        bytes += chunk
        lastArrival = .now
        condition.broadcast()
      }
    }

    func close() {
      condition.withLock {
        closedAt = .now
        condition.broadcast()
      }
    }

    func waitUntilClosed() {
      condition.withLock {
        while closedAt == nil { condition.wait() }
      }
    }

    /// Waits until `done` holds for what has arrived (or `timeout` passes), then hands it all out.
    func take(until done: ([UInt8], Bool) -> Bool, timeout: Duration, since opened: ContinuousClock.Instant) -> Answer {
      let end = Date.now.addingTimeInterval(Double(timeout / .milliseconds(1)) / 1000)
      return condition.withLock {
        while !done(bytes, closedAt != nil), closedAt == nil, condition.wait(until: end) {}
        let finished = done(bytes, closedAt != nil)
        defer { bytes = [] }
        let at = closedAt ?? (finished ? lastArrival : .now)
        return Answer(bytes: bytes, closed: closedAt != nil, elapsed: at - opened)
      }
    }
  }

  private static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: work()) }
    }
  }
}
