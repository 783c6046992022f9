import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Holds one connection to `BackendLimits`. It sits between NIO's HTTP/1 decoder and
/// Hummingbird's request loop, so it sees every request part coming in and every response part
/// going out, and answers what the loop would not: a request NIO cannot parse (400, where the
/// loop would only close), a head over the size limit (431), a body over it (413), a request that
/// has not arrived by the deadline (408). Every answer of its own says `Connection: close`, and
/// the connection closes after it.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private enum Phase {
    /// No request under way; the next bytes begin one.
    case betweenRequests
    /// A head went on to the request loop and its body is arriving.
    case readingBody(received: Int)
    /// An answer that closes the connection is written: what still arrives is dropped.
    case closing
  }

  private let deadline: Duration
  private let connections: OpenConnections
  private var phase = Phase.betweenRequests
  /// Requests read whole, and responses written whole. While the first is ahead the server owes
  /// an answer, and no deadline runs: the backend's own latency is not the client's fault.
  private var requestsRead = 0
  private var responsesWritten = 0
  /// Bytes arrived since the deadline was set: a request has begun even if NIO has not decoded
  /// its head yet (a request line sent a byte at a time).
  private var bytesArrived = false
  /// The response being written says `Connection: close`.
  private var closeAfterResponse = false
  /// The request deadline or, while closing, the end of the linger.
  private var timer: Scheduled<Void>?

  init(deadline: Duration, connections: OpenConnections) {
    self.deadline = deadline
    self.connections = connections
  }

  // MARK: - Lifecycle

  func handlerAdded(context: ChannelHandlerContext) {
    connections.add(context.channel)
    if context.channel.isActive { startDeadline(context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    stopTimer()
    connections.remove(context.channel)
  }

  func channelActive(context: ChannelHandlerContext) {
    startDeadline(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    stopTimer()
    connections.remove(context.channel)
    context.fireChannelInactive()
  }

  // MARK: - Inbound

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch (phase, unwrapInboundIn(data)) {
    case (.closing, _):
      return
    case (.betweenRequests, .head(let head)):
      if let refusal = Self.refusal(of: head) { return refuse(refusal, context) }
      phase = .readingBody(received: 0)
    case (.readingBody(let received), .body(let buffer)):
      guard buffer.readableBytes <= BackendLimits.maxBodyBytes - received else { return refuse(.bodyTooLarge, context) }
      phase = .readingBody(received: received + buffer.readableBytes)
    case (.readingBody, .end):
      phase = .betweenRequests
      requestsRead += 1
      stopTimer()
    default:
      // NIO's decoder sends head, body, end in order; anything else is the loop's to reject.
      break
    }
    context.fireChannelRead(data)
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    bytesArrived = true
    context.fireChannelReadComplete()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if case .closing = phase { return }
    if let parserError = error as? HTTPParserError {
      refuse(parserError == .headerOverflow ? .headTooLarge : .malformed, context)
    } else if error is HTTP1TypeConversionError || error is ByteToMessageDecoderError {
      refuse(.malformed, context)
    } else {
      context.fireErrorCaught(error)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case .closing = phase, event as? ChannelEvent == .inputClosed {
      // The client has stopped sending and has had the answer.
      return context.close(promise: nil)
    }
    context.fireUserInboundEventTriggered(event)
  }

  // MARK: - Outbound

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(let head):
      closeAfterResponse = head.headerFields[.connection]?.lowercased().contains("close") ?? false
      context.write(data, promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      responsesWritten += 1
      if closeAfterResponse, !isClosing {
        phase = .closing
        stopTimer()
        let written = context.writeAndFlush(data)
        written.cascade(to: promise)
        written.assumeIsolated().whenComplete { _ in self.closeAfterAnswer(context, lingering: true) }
      } else {
        context.write(data, promise: promise)
        if requestsRead == responsesWritten, !isClosing { startDeadline(context) }
      }
    }
  }

  // MARK: - Refusing

  /// What a head alone is refused for: a body announced larger than the limit, or a protocol switch.
  private static func refusal(of head: HTTPRequest) -> Refusal? {
    if let length = head.headerFields[.contentLength].flatMap({ Int($0) }), length > BackendLimits.maxBodyBytes {
      return .bodyTooLarge
    }
    if head.method == .connect || head.headerFields.contains(where: { $0.name.canonicalName == "upgrade" }) {
      return .upgrade
    }
    return nil
  }

  private func refuse(_ refusal: Refusal, _ context: ChannelHandlerContext) {
    if isClosing { return }
    let cutsARequest = if case .readingBody = phase { true } else { false }
    phase = .closing
    stopTimer()
    if requestsRead > responsesWritten {
      // Earlier requests are still owed their answers, and this one would overtake them.
      context.close(promise: nil)
    } else {
      let response = refusal.response
      context.write(wrapOutboundOut(.head(response.head(closing: true))), promise: nil)
      context.write(wrapOutboundOut(.body(ByteBuffer(bytes: response.body))), promise: nil)
      context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
        self.closeAfterAnswer(context, lingering: refusal.lingers)
      }
    }
    if cutsARequest { context.fireErrorCaught(RequestCut()) }
  }

  /// Half-closes, so the client reads the answer and then the end of the stream, and drops what
  /// it still sends for a moment; closes for good when it stops or the moment is over.
  private func closeAfterAnswer(_ context: ChannelHandlerContext, lingering: Bool) {
    guard lingering, context.channel.isActive else { return context.close(promise: nil) }
    context.close(mode: .output, promise: nil)
    schedule(after: BackendLimits.closingLinger, context)
  }

  private var isClosing: Bool {
    if case .closing = phase { true } else { false }
  }

  // MARK: - Deadline

  private func startDeadline(_ context: ChannelHandlerContext) {
    bytesArrived = false
    schedule(after: deadline, context)
  }

  private func schedule(after delay: Duration, _ context: ChannelHandlerContext) {
    timer?.cancel()
    timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(delay)) {
      self.timer = nil
      self.timeUp(context)
    }
  }

  private func stopTimer() {
    timer?.cancel()
    timer = nil
  }

  private func timeUp(_ context: ChannelHandlerContext) {
    switch phase {
    case .closing:
      context.close(promise: nil)
    case .readingBody:
      refuse(.timeout(after: deadline), context)
    case .betweenRequests where requestsRead > responsesWritten:
      // The server is still answering; the deadline starts again after its answer.
      break
    case .betweenRequests where bytesArrived:
      refuse(.timeout(after: deadline), context)
    case .betweenRequests:
      // An idle kept-alive connection: closed without an answer nobody asked for.
      context.close(promise: nil)
    }
  }
}
