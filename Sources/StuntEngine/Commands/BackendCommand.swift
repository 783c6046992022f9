import StuntKit

struct BackendCommand: ReplCommand {
  static let delay = Argument.one("duration")
  static let status = Argument.one("status")
  static let message = Argument.optional("\"message\"")
  static let requests = Argument.optional("count")
  static let seed = Argument.one("n")

  static let configuration = CommandConfiguration(
    name: "backend",
    summary: "the embedded loopback backend: status, latency, failures, its request log",
    forms: [
      CommandForm(run: show),
      CommandForm("latency", delay, run: latency),
      CommandForm("fail", status, message, requests, run: fail),
      CommandForm("garble", requests, run: garble),
      CommandForm("reset", run: reset),
      CommandForm("log", run: log),
      CommandForm("random-seed", seed, run: randomSeed),
      CommandForm("stop", run: stop),
      CommandForm("start", run: start),
    ],
    examples: [
      "backend",
      "backend latency 500ms",
      "backend fail 503 \"maintenance\" 2",
      "backend garble",
      "backend log",
      "backend random-seed 42",
      "backend reset",
      "backend stop",
      "backend start",
    ],
    discussion: [
      "Real network dependencies talk to this HTTP server on 127.0.0.1; it starts on first use.",
      "`fail` and `garble` hit the next <count> requests, or all of them until `backend reset`.",
      "`log` is what the server received: the server's side, next to a spy's call log.",
      "`stop` takes it down and keeps it down: a real client then fails, as when the service is gone,",
      "and what still works runs on doubles. `start` lets it start again on first use.",
    ]
  )

  static func backend(_ context: CommandContext) throws(CommandError) -> any Backend {
    guard let backend = context.catalog.backend else { throw CommandError("this sandbox has no backend") }
    return backend
  }

  static func show(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    context.print(describe(try await backend(context).status))
  }

  static func latency(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let text = try arguments.text(delay)
    let latency = text == "off" || text == "0" ? .zero : try DurationText.require(text)
    try await backend(context).setLatency(latency)
    context.print("backend latency: " + (latency == .zero ? "none" : DurationText.text(latency)))
  }

  static func fail(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let fault = try failure(arguments)
    try await backend(context).fail(fault)
    context.print("backend: " + describe(fault))
  }

  static func garble(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let fault = BackendFault(kind: .garbled, remaining: try count(arguments[requests]))
    try await backend(context).fail(fault)
    context.print("backend: " + describe(fault))
  }

  static func reset(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await backend(context).reset()
    context.print("backend reset: no latency, no failures, empty log and stores")
  }

  static func log(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    let requests = try await backend(context).requests()
    context.print(requests.isEmpty ? ["no requests"] : requests.enumerated().map { "\($0.offset + 1). \($0.element)" })
  }

  static func randomSeed(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    guard case .int(let number) = try arguments.value(seed), number >= 0 else {
      throw CommandError("random-seed takes a whole number, e.g. backend random-seed 42")
    }
    try await backend(context).seedRandom(UInt64(number))
    context.print("backend random numbers: seeded with \(number)")
  }

  static func stop(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await backend(context).keepStopped(true)
    context.print("backend stopped: real network dependencies fail until `backend start`")
  }

  static func start(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    try await backend(context).keepStopped(false)
    context.print("backend: it starts when a real network dependency is next used")
  }

  /// `fail <status> ["message"] [count]`
  static func failure(_ arguments: Arguments) throws(CommandError) -> BackendFault {
    guard case .int(let code) = try arguments.value(status), (400...599).contains(code) else {
      throw CommandError("backend fail takes an HTTP error status from 400 to 599, e.g. backend fail 503")
    }
    var message: String?
    var remaining: Int?
    // A quoted word is the message; `fail 503 2` has a count and no message.
    for token in arguments.all(Self.message) + arguments.all(Self.requests) {
      if token.isQuoted, message == nil, remaining == nil {
        message = token.text
      } else if remaining == nil {
        remaining = try count(token)
      } else {
        throw CommandError("unexpected argument '\(token.typed)' — usage: \(arguments.usage)")
      }
    }
    return BackendFault(kind: .status(code, message: message), remaining: remaining)
  }

  static func count(_ token: Token?) throws(CommandError) -> Int? {
    guard let token else { return nil }
    guard let count = Int(token.text), count > 0 else {
      throw CommandError("'\(token.typed)' is not a number of requests; give a whole number like 2 (quote a message)")
    }
    return count
  }

  /// `running, 3 requests served, latency 500ms, the next 2 requests fail with 503 "maintenance"`
  static func describe(_ status: BackendStatus) -> String {
    if status.isKeptStopped {
      return "backend: stopped by `backend stop` (`backend start` lets it start again)"
        + (status.served > 0 ? "; it served \(status.served.counted("request"))" : "")
    }
    guard status.isRunning else {
      return "backend: not running (it starts when a real network dependency is first used)"
        + (status.served > 0 ? "; it served \(status.served.counted("request"))" : "")
    }
    var parts = ["running", "\(status.served.counted("request")) served"]
    if status.latency > .zero { parts.append("latency " + DurationText.text(status.latency)) }
    if let fault = status.fault { parts.append(describe(fault)) }
    return "backend: " + parts.joined(separator: ", ")
  }

  static func describe(_ fault: BackendFault) -> String {
    let who = fault.remaining.map { $0 == 1 ? "the next request" : "the next \($0) requests" } ?? "every request"
    let singular = fault.remaining == nil || fault.remaining == 1
    switch fault.kind {
    case .status(let status, let message):
      return "\(who) \(singular ? "fails" : "fail") with \(status)"
        + (message.map { " " + Value.quoted($0) } ?? "")
        + (fault.remaining == nil ? " until `backend reset`" : "")
    case .garbled:
      return "\(who) \(singular ? "gets" : "get") a garbled body"
        + (fault.remaining == nil ? " until `backend reset`" : "")
    }
  }
}
