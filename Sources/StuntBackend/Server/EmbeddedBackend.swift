import FlyingFox
import Foundation
import StuntKit

/// The backend Stunt embeds: a FlyingFox HTTP server on 127.0.0.1 that starts on the first
/// `baseURL()` (an ephemeral port unless one is asked for), serves the seeds' endpoints, and
/// injects the latency and failures a lesson asks for.
public actor EmbeddedBackend: Backend {
  private let requestedPort: UInt16
  private let onRequest: (@Sendable (BackendRequest) -> Void)?
  private var server: (http: HTTPServer, task: Task<Void, any Error>, url: URL)?
  private var starting: Task<URL, any Error>?
  private var data = BackendData()
  private var faults = FaultSchedule()
  private var latency: Duration = .zero
  private var log: [BackendRequest] = []
  private var served = 0

  /// - Parameters:
  ///   - port: 0 for an ephemeral port (the sandbox's choice); a fixed one for `stunt backend --port`.
  ///   - onRequest: told of each request as it is answered (the standalone server prints them).
  public init(port: UInt16 = 0, onRequest: (@Sendable (BackendRequest) -> Void)? = nil) {
    requestedPort = port
    self.onRequest = onRequest
  }

  public func baseURL() async throws -> URL {
    if let server { return server.url }
    if let starting { return try await starting.value }
    let start = Task { try await self.start() }
    starting = start
    defer { starting = nil }
    return try await start.value
  }

  /// The port it listens on, when it runs.
  public var port: UInt16? {
    server?.url.port.map(UInt16.init)
  }

  private func start() async throws -> URL {
    let http = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: requestedPort), timeout: 15, logger: .disabled)
    await http.appendRoute("*") { [weak self] request in
      guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
      return await self.respond(to: request)
    }
    let task = Task { try await http.run() }
    // Listening, or the reason it cannot (a port in use): whichever comes first. Not a task
    // group: it would wait for the server's task, which runs until the server stops.
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      let first = FirstResult(continuation)
      Task {
        do {
          try await http.waitUntilListening()
          first.resume(with: .success(()))
        } catch {
          first.resume(with: .failure(error))
        }
      }
      Task {
        do {
          try await task.value
          first.resume(with: .failure(BackendStartFailure()))
        } catch {
          first.resume(with: .failure(error))
        }
      }
    }
    guard case .ip4(_, let port)? = await http.listeningAddress, let url = URL(string: "http://127.0.0.1:\(port)") else {
      task.cancel()
      throw BackendStartFailure()
    }
    NoDelay.enable(onListenerAt: port)
    server = (http, task, url)
    return url
  }

  public func stop() async {
    // A start under way finishes first, so its socket is not left listening.
    if let starting { _ = try? await starting.value }
    guard let running = server else { return }
    server = nil
    // No grace period: URLSession keeps its connections alive, and waiting for them to close
    // would add a second to every session that used the backend.
    await running.http.stop(timeout: 0)
    running.task.cancel()
  }

  public var status: BackendStatus {
    BackendStatus(isRunning: server != nil, served: served, latency: latency, fault: faults.fault)
  }

  public func setLatency(_ latency: Duration) {
    self.latency = latency
  }

  public func fail(_ fault: BackendFault) {
    faults.set(fault)
  }

  public func reset() {
    latency = .zero
    faults.clear()
    log.removeAll()
    served = 0
    data = BackendData()
  }

  public func requests() -> [BackendRequest] {
    log
  }

  public func seedRandom(_ seed: UInt64) {
    data.random = SeededRandom(seed: seed)
  }

  // MARK: - Serving

  private func respond(to request: HTTPRequest) async -> HTTPResponse {
    let incoming = IncomingRequest(
      method: request.method.rawValue, path: request.path, query: request.query.map { ($0.name, $0.value) },
      body: (try? await request.bodyData) ?? Data())
    if latency > .zero {
      try? await Task.sleep(for: latency)
    }
    let response = faults.next().map(FaultSchedule.response) ?? BackendRouter.route(incoming, &data)
    served += 1
    let entry = BackendRequest(
      method: incoming.method, target: incoming.target, body: Self.summary(incoming.body), status: response.status)
    log.append(entry)
    onRequest?(entry)
    return HTTPResponse(
      statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
      headers: [.contentType: response.contentType], body: response.body)
  }

  /// A body as `backend log` shows it: its text on one line, at most 80 characters.
  static func summary(_ body: Data) -> String {
    guard !body.isEmpty else { return "" }
    guard let text = String(validating: Array(body), as: UTF8.self) else { return "<\(body.count) bytes>" }
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 80 ? line.prefix(80) + "…" : line
  }

  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 409: "Conflict"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}
