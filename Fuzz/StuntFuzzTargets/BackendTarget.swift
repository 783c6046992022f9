import Foundation
import StuntBackend
import StuntKit
import Synchronization

/// Raw bytes to the embedded backend over a real loopback connection, as a hostile client
/// sends them. The backend answers with a well-formed status line or closes, within its
/// request deadline, and keeps answering ordinary requests afterwards.
enum BackendTarget {
  /// Short, so an incomplete request costs the fuzzer little time: the backend answers 408.
  static let deadline: Duration = .milliseconds(100)
  /// Far longer than the deadline: a connection still open then is a hang.
  static let patience: Duration = .seconds(5)

  static func check(_ bytes: [UInt8]) -> String? {
    guard let port = RunningBackend.port else { return "the backend did not start" }
    let answer: LoopbackExchange.Answer
    do {
      answer = try LoopbackExchange.send(bytes, to: port, patience: patience)
    } catch {
      return "\(error)"
    }
    if let problem = wellFormed(answer.bytes) { return problem }
    if RunningBackend.checks.add(1, ordering: .relaxed).newValue % 64 == 0 {
      let ordinary = Array("GET /numbers/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
      guard let health = try? LoopbackExchange.send(ordinary, to: port, patience: patience),
        health.bytes.starts(with: Array("HTTP/1.1 200".utf8))
      else { return "the backend stopped answering ordinary requests" }
    }
    return nil
  }

  /// Nothing (the connection was closed), or a status line `HTTP/1.1 NNN ...`.
  static func wellFormed(_ answer: [UInt8]) -> String? {
    guard !answer.isEmpty else { return nil }
    let head = String(decoding: answer.prefix(12), as: UTF8.self)
    guard head.hasPrefix("HTTP/1.1 "), head.dropFirst(9).prefix(3).allSatisfy(\.isNumber), head.count == 12 else {
      return "not an HTTP status line: \(head.debugDescription)"
    }
    return nil
  }

  static let seeds: [[UInt8]] = [
    "GET /numbers/42 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "GET /numbers/-9223372036854775808 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "GET /api/v1.0/random?min=1&max=30&count=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "POST /clubs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 44\r\nConnection: close\r\n\r\n{\"name\":\"그룹\",\"introduction\":\"소개\"}",
    "POST /rentals HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
    "POST /projects HTTP/1.1\r\nHost: x\r\nContent-Length: 63\r\nConnection: close\r\n\r\n{\"title\":\"t\",\"body\":\"b\",\"deadline\":\"2026-01-01\",\"status\":\"todo\"}",
    "GET /projects HTTP/1.1\r\nHost: x\r\n\r\nGET /history HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "DELETE /projects/p1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    "POST /clubs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n4\r\n{\"a\"\r\n0\r\n\r\n",
  ].map { Array($0.utf8) }
}

/// The one backend a fuzzing process sends its inputs to, started on first use.
enum RunningBackend {
  static let checks = Atomic<Int>(0)

  static let port: UInt16? = {
    let started = StartedPort()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let backend = EmbeddedBackend(requestDeadline: BackendTarget.deadline)
      let url = try? await backend.baseURL()
      started.port.withLock { $0 = url?.port.map(UInt16.init) }
      done.signal()
      // Kept for the life of the process.
      while true { try? await Task.sleep(for: .seconds(3600)) ; _ = backend }
    }
    done.wait()
    return started.port.withLock { $0 }
  }()
}

/// Where the backend's port crosses from the task that starts it to the thread that waits.
private final class StartedPort: Sendable {
  let port = Mutex<UInt16?>(nil)
}
