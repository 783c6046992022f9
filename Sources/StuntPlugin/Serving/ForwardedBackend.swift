import Foundation
import StuntKit

/// The host's loopback backend as a plugin's real dependencies see it: only its address
/// crosses the protocol; latency, faults and the request log stay the host's business.
final class ForwardedBackend: Backend {
  let url: URL

  init(url: URL) {
    self.url = url
  }

  func baseURL() async throws -> URL { url }
  var status: BackendStatus { get async { BackendStatus(isRunning: true, served: 0, latency: .zero, fault: nil) } }
  func setLatency(_ latency: Duration) async {}
  func fail(_ fault: BackendFault) async {}
  func reset() async {}
  func requests() async -> [BackendRequest] { [] }
  func seedRandom(_ seed: UInt64) async {}
  func stop() async {}
}
