import Foundation

/// FlyingFox writes a response's head and body in two writes and sets no `TCP_NODELAY`, so
/// Nagle's algorithm holds the body until the client's delayed ACK: 40 ms per request. Linux
/// copies the option from a listening socket to the sockets it accepts, so it is set once on
/// the listening socket, found among this process's descriptors by the port it is bound to.
enum NoDelay {
  @discardableResult
  static func enable(onListenerAt port: UInt16) -> Bool {
    for descriptor in Int32(3)..<Int32(4096) {
      var address = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
      }
      guard named == 0, address.sin_family == sa_family_t(AF_INET), UInt16(bigEndian: address.sin_port) == port,
        isListening(descriptor)
      else { continue }
      var on: Int32 = 1
      return setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size)) == 0
    }
    return false
  }

  static func isListening(_ descriptor: Int32) -> Bool {
    var accepting: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    return getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0 && accepting == 1
  }
}
