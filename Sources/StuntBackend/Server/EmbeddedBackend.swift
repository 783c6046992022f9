import Foundation
import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import StuntKit

/// The backend Stunt embeds: HummingbirdCore's HTTP/1 server (SwiftNIO) on 127.0.0.1 that starts
/// on the first `baseURL()` (an ephemeral port unless one is asked for), serves the seeds'
/// endpoints, and injects the latency and failures a lesson asks for. Every connection passes a
/// `RequestGuard`, which holds the client to `BackendLimits`.
public actor EmbeddedBackend: Backend {
  private let requestedPort: UInt16
  private let requestDeadline: Duration
  private let onRequest: (@Sendable (BackendRequest) -> Void)?
  private var server: (http: Server<HTTP1Channel>, connections: OpenConnections, task: Task<Void, any Error>, url: URL)?
  private var starting: Task<URL, any Error>?
  private var data = BackendData()
  private var faults = FaultSchedule()
  private var latency: Duration = .zero
  private var log: [BackendRequest] = []
  private var served = 0
  /// `backend stop`: `baseURL()` refuses instead of starting the server.
  private var keptStopped = false
  /// The latency each request being answered waits out, by request: `stop` ends them.
  private var latencyWaits: [Int: Task<Void, Never>] = [:]
  private var nextRequest = 0
  /// How many requests wait out the latency now.
  var waitingRequests: Int { latencyWaits.count }

  /// Nothing the server library logs may reach the REPL's terminal.
  private static let silent = Logger(label: "stunt.backend") { _ in SwiftLogNoOpLogHandler() }

  /// - Parameters:
  ///   - port: 0 for an ephemeral port (the sandbox's choice); a fixed one for `stunt backend --port`.
  ///   - requestDeadline: how long a request may take to arrive (`BackendLimits.requestDeadline`;
  ///     tests shorten it).
  ///   - onRequest: told of each request as it is answered (the standalone server prints them).
  public init(
    port: UInt16 = 0, requestDeadline: Duration = BackendLimits.requestDeadline,
    onRequest: (@Sendable (BackendRequest) -> Void)? = nil
  ) {
    requestedPort = port
    self.requestDeadline = requestDeadline
    self.onRequest = onRequest
  }

  public func baseURL() async throws -> URL {
    if let server { return server.url }
    if keptStopped { throw BackendStopped() }
    if let starting { return try await starting.value }
    // Detached, as the serving task it starts: a task keeps the task-local values of the one that
    // made it, and the first caller is an effect whose dependency values hold a module's doubles
    // (a spy, its answers, its calls), which would then live as long as the backend.
    let start = Task.detached { try await self.start() }
    starting = start
    defer { starting = nil }
    return try await start.value
  }

  /// The port it listens on, when it runs.
  public var port: UInt16? {
    server?.url.port.map(UInt16.init)
  }

  private func start() async throws -> URL {
    let connections = OpenConnections()
    let deadline = requestDeadline
    let http = HTTP1Channel(
      responder: { [weak self] request, writer, _ in
        guard let body = try await BoundedBody.collect(request.body, upTo: BackendLimits.maxBodyBytes) else {
          // The guard refuses a body this large before the loop reads it all; this is the backstop.
          let refusal = Refusal.bodyTooLarge.response
          return try await writer.write(response: refusal.head(closing: true), body: ResponseBody(byteBuffer: ByteBuffer(bytes: refusal.body)))
        }
        let incoming = IncomingRequest(method: request.method.rawValue, target: request.head.path ?? "/", body: body)
        let response = await self?.respond(to: incoming) ?? .message("the backend has stopped", status: 503)
        try await writer.write(response: response.head(closing: false), body: ResponseBody(byteBuffer: ByteBuffer(bytes: response.body)))
      },
      configuration: HTTP1Channel.Configuration(
        additionalChannelHandlers: [RequestGuard(deadline: deadline, connections: connections)],
        httpDecoderConfiguration: .init(
          maxHeaderFieldSize: BackendLimits.maxHeadBytes, maxHeaderListSize: BackendLimits.maxHeadBytes,
          maxHeaderFieldCount: BackendLimits.maxHeaderCount)))
    // Listening, or the reason it cannot (a port in use): whichever comes first.
    let listening = FirstResult<any Channel>()
    let http1Server = Server(
      childChannelSetup: http,
      configuration: ServerConfiguration(
        address: .hostname("127.0.0.1", port: Int(requestedPort)),
        availableConnectionsDelegate: MaximumAvailableConnections(BackendLimits.maxConnections, logger: Self.silent)),
      onServerRunning: { listening.resume(with: .success($0)) },
      eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
      logger: Self.silent)
    let task = Task.detached {
      do {
        try await http1Server.run()
        listening.resume(with: .failure(BackendStartFailure()))
      } catch {
        listening.resume(with: .failure(error))
        throw error
      }
    }
    let listener: any Channel
    do {
      listener = try await listening.value
    } catch {
      task.cancel()
      throw error
    }
    guard let port = listener.localAddress?.port, let url = URL(string: "http://127.0.0.1:\(port)") else {
      listener.close(promise: nil)
      task.cancel()
      throw BackendStartFailure()
    }
    server = (http1Server, connections, task, url)
    return url
  }

  public func keepStopped(_ stopped: Bool) async {
    keptStopped = stopped
    if stopped { await stop() }
  }

  public func stop() async {
    // A start under way finishes first, so its socket is not left listening.
    if let starting { _ = try? await starting.value }
    guard let running = server else { return }
    server = nil
    for wait in latencyWaits.values { wait.cancel() }
    // Shut down as a server quiesces, never by cancelling the serving task: a connection the
    // listener accepted that the serving loop had not taken yet was then left to NIO, which
    // traps on it ("Deinited NIOAsyncWriter without calling finish()", swift-nio #3481), as a
    // client connecting while a session ended did. Quiescing closes the listener, hands every
    // accepted connection on and waits for each to close; they are closed at once, even one a
    // client is in the middle of sending (URLSession keeps its connections alive, and waiting
    // for them would add a second to every session that used the backend). The port is free
    // once it returns.
    async let quiesced: Void? = try? running.http.shutdownGracefully()
    running.connections.closeAll()
    _ = await quiesced
    _ = try? await running.task.value
  }

  public var status: BackendStatus {
    BackendStatus(isRunning: server != nil, served: served, latency: latency, fault: faults.fault, isKeptStopped: keptStopped)
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

  private func respond(to incoming: IncomingRequest) async -> BackendResponse {
    if latency > .zero, server != nil {
      let latency = latency
      let request = nextRequest
      nextRequest += 1
      let wait = Task { _ = try? await Task.sleep(for: latency) }
      latencyWaits[request] = wait
      await withTaskCancellationHandler { await wait.value } onCancel: { wait.cancel() }
      latencyWaits[request] = nil
    }
    let response = faults.next().map(FaultSchedule.response) ?? BackendRouter.route(incoming, &data)
    served += 1
    let entry = BackendRequest(
      method: incoming.method, target: incoming.target, body: Self.summary(incoming.body), status: response.status)
    log.append(entry)
    onRequest?(entry)
    return response
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
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}
