import StuntKit

struct BackendCommand: ReplCommand {
  static let configuration = CommandConfiguration(
    name: "backend",
    summary: "the embedded loopback backend: status, latency, failures, its request log",
    usage: "backend [latency <duration>|fail <status> [\"message\"] [count]|garble [count]|reset|log|random-seed <n>]",
    examples: [
      "backend",
      "backend latency 500ms",
      "backend fail 503 \"maintenance\" 2",
      "backend garble",
      "backend log",
      "backend random-seed 42",
      "backend reset",
    ],
    discussion: [
      "Real network dependencies talk to this HTTP server on 127.0.0.1; it starts on first use.",
      "`fail` and `garble` hit the next <count> requests, or all of them until `backend reset`.",
      "`log` is what the server received: the server's side, next to a spy's call log.",
    ],
    completion: [.words(["fail", "garble", "latency", "log", "random-seed", "reset"])]
  )

  static func run(_ arguments: Arguments, _ context: CommandContext) async throws(CommandError) {
    guard let backend = context.sandbox.backend else {
      throw CommandError("this sandbox has no backend")
    }
    switch arguments[0]?.text {
    case nil:
      context.print(describe(await backend.status))
    case "latency":
      try arguments.expectCount(2...2)
      let text = try arguments.word(1, "duration")
      let latency = text == "off" || text == "0" ? .zero : try DurationText.require(text)
      await backend.setLatency(latency)
      context.print("backend latency: " + (latency == .zero ? "none" : DurationText.text(latency)))
    case "fail":
      try arguments.expectCount(2...4)
      let fault = try failure(arguments)
      await backend.fail(fault)
      context.print("backend: " + describe(fault))
    case "garble":
      try arguments.expectCount(1...2)
      let fault = BackendFault(kind: .garbled, remaining: try count(arguments[1]))
      await backend.fail(fault)
      context.print("backend: " + describe(fault))
    case "reset":
      try arguments.expectCount(1...1)
      await backend.reset()
      context.print("backend reset: no latency, no failures, empty log and stores")
    case "log":
      try arguments.expectCount(1...1)
      let requests = await backend.requests()
      context.print(requests.isEmpty ? ["no requests"] : requests.enumerated().map { "\($0.offset + 1). \($0.element)" })
    case "random-seed":
      try arguments.expectCount(2...2)
      guard case .int(let seed) = try arguments.value(1, "seed"), seed >= 0 else {
        throw CommandError("random-seed takes a whole number, e.g. backend random-seed 42")
      }
      await backend.seedRandom(UInt64(seed))
      context.print("backend random numbers: seeded with \(seed)")
    case let other?:
      throw Suggestion.unknown("backend command", other, among: ["latency", "fail", "garble", "reset", "log", "random-seed"])
    }
  }

  /// `fail <status> ["message"] [count]`
  static func failure(_ arguments: Arguments) throws(CommandError) -> BackendFault {
    guard case .int(let status) = try arguments.value(1, "status"), (400...599).contains(status) else {
      throw CommandError("backend fail takes an HTTP error status from 400 to 599, e.g. backend fail 503")
    }
    var message: String?
    var remaining: Int?
    for token in arguments.tokens.dropFirst(2) {
      if token.isQuoted, message == nil, remaining == nil {
        message = token.text
      } else if remaining == nil {
        remaining = try count(token)
      } else {
        throw CommandError("unexpected argument '\(token.text)' — usage: backend fail <status> [\"message\"] [count]")
      }
    }
    return BackendFault(kind: .status(status, message: message), remaining: remaining)
  }

  static func count(_ token: Token?) throws(CommandError) -> Int? {
    guard let token else { return nil }
    guard let count = Int(token.text), count > 0 else {
      throw CommandError("'\(token.text)' is not a number of requests; give a whole number like 2 (quote a message)")
    }
    return count
  }

  /// `running, 3 requests served, latency 500ms, the next 2 requests fail with 503 "maintenance"`
  static func describe(_ status: BackendStatus) -> String {
    guard status.isRunning else {
      return "backend: not running (it starts when a real network dependency is first used)"
        + (status.served > 0 ? "; it served \(status.served) request\(status.served == 1 ? "" : "s")" : "")
    }
    var parts = ["running", "\(status.served) request\(status.served == 1 ? "" : "s") served"]
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
