import Foundation

/// One request's bytes sent to 127.0.0.1 on a socket of its own, and everything the server
/// wrote back until it closed the connection or finished one response.
enum LoopbackExchange {
  struct Answer {
    var bytes: [UInt8]
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func send(_ request: [UInt8], to port: UInt16, patience: Duration) throws(Failure) -> Answer {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "no socket: \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw Failure(description: "the backend refused a connection: \(String(cString: strerror(errno)))") }
    var offset = 0
    while offset < request.count {
      let sent = request[offset...].withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      // The server may answer and close before reading everything (a 431, a 413).
      if sent <= 0 { break }
      offset += sent
    }
    let deadline = ContinuousClock.now + patience
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while !ResponseHead.isComplete(answer) {
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        throw Failure(description: "the backend neither answered nor closed within \(patience)")
      }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      guard poll(&poller, 1, max(1, milliseconds)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      answer += buffer.prefix(count)
    }
    return Answer(bytes: answer)
  }
}

/// Whether the bytes hold one whole response: a head and a body of its `Content-Length`.
enum ResponseHead {
  static func isComplete(_ bytes: [UInt8]) -> Bool {
    let separator = Array("\r\n\r\n".utf8)
    guard let end = bytes.firstRange(of: separator)?.upperBound else { return false }
    let head = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
    let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
      .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    return bytes.count - end >= length
  }
}
