import Foundation
import StuntKit

/// A minimal HTTP/1.1 responder on 127.0.0.1 and an ephemeral port, for tests of real network
/// clients. One request per connection; the handler decides status and body.
public final class LoopbackHTTPServer: Sendable {
  public struct Request: Equatable, Sendable {
    public var method: String
    public var path: String
    public init(method: String, path: String) {
      self.method = method
      self.path = path
    }
  }

  public struct Response: Sendable {
    public var status: Int
    public var body: String
    public init(status: Int = 200, body: String) {
      self.status = status
      self.body = body
    }
  }

  public let port: UInt16
  private let socket: Int32
  private let received = RequestLog()

  public init(handler: @escaping @Sendable (Request) -> Response) throws {
    let (socket, port) = try LoopbackSocket.bind()
    guard listen(socket, 64) == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    self.socket = socket
    self.port = port
    let thread = Thread { [received] in
      while true {
        let connection = accept(socket, nil, nil)
        guard connection >= 0 else {
          // Closed here, not in stop(): the descriptor must not be reused by another socket
          // while this thread could still accept on it.
          close(socket)
          return
        }
        let request = LoopbackHTTPServer.readRequest(connection)
        if let request { received.append(request) }
        let response = request.map(handler) ?? Response(status: 400, body: "bad request")
        let bytes = Array(("HTTP/1.1 \(response.status) Status\r\nContent-Type: text/plain; charset=utf-8\r\n"
          + "Content-Length: \(response.body.utf8.count)\r\nConnection: close\r\n\r\n" + response.body).utf8)
        _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(connection)
      }
    }
    thread.start()
  }

  /// `http://127.0.0.1:<port>`
  public var baseURL: String { "http://127.0.0.1:\(port)" }

  public var requests: [Request] { received.all }

  public func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
  }

  private static func readRequest(_ connection: Int32) -> Request? {
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !data.ends(with: Array("\r\n\r\n".utf8)) {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      data += buffer[0..<count]
      if data.count > 65536 { break }
    }
    let head = String(decoding: data, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = head.split(separator: " ")
    guard parts.count >= 2 else { return nil }
    return Request(method: String(parts[0]), path: String(parts[1]))
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}

final class RequestLog: Sendable {
  private let requests = Guarded<[LoopbackHTTPServer.Request]>([])
  func append(_ request: LoopbackHTTPServer.Request) { requests.withLock { $0.append(request) } }
  var all: [LoopbackHTTPServer.Request] { requests.withLock { $0 } }
}

enum LoopbackSocket {
  /// A TCP socket bound to 127.0.0.1 on an ephemeral port.
  static func bind() throws -> (socket: Int32, port: UInt16) {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return (socket, UInt16(bigEndian: address.sin_port))
  }
}

/// A loopback port that refuses connections for as long as this object lives: bound, never
/// listening, so no other test can take the port meanwhile.
public final class RefusingPort: Sendable {
  public let port: UInt16
  private let socket: Int32

  public init() throws {
    (socket, port) = try LoopbackSocket.bind()
  }

  deinit { close(socket) }

  public var baseURL: String { "http://127.0.0.1:\(port)" }
}
