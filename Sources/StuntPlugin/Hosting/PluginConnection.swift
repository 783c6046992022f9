import Foundation
import StuntEngine
import StuntKit

/// A plugin as the host talks to it: started on first need, introduced by `initialize`,
/// asked one request at a time, and started again by the next `load` after it failed.
@MainActor
final class PluginConnection {
  let source: PluginSource
  let settings: PluginSettings
  private var process: PluginProcess?
  private var nextID = 1
  /// The modules the plugin said it serves, as of its last `initialize`.
  private(set) var modules: [ModuleDescriptor] = []
  /// Later additions to the protocol this plugin answered "method not found", by name.
  private var unanswered: Set<String> = []

  /// Whether the plugin answers `request` (a later addition it may not know), as far as known.
  func answers<Request: PluginRequest>(_ request: Request.Type) -> Bool {
    !unanswered.contains(Request.method)
  }

  /// Modules the host has built in, which the plugin need not describe again.
  private let known: [ModuleEntry]?

  init(source: PluginSource, settings: PluginSettings, known: [ModuleEntry]? = nil) {
    self.source = source
    self.settings = settings
    self.known = known
  }

  private var title: String { source.title }

  /// The plugin's failure, if its process has failed since it started.
  var failure: String? { process?.failure }

  /// Starts the plugin (again, if it failed) and learns its modules. The main actor is free
  /// meanwhile: what runs there (the backend a `load` needs) starts while the plugin does. A
  /// start `warmUp()` began is finished first.
  func start() async throws(CommandError) {
    if let warming {
      self.warming = nil
      await warming.value
    }
    try await startNow()
  }

  private func startNow() async throws(CommandError) {
    guard try launch() else { return }
    try introduced(try await ask(introduction, allowing: PluginProtocol.startAllowance))
  }

  /// A start begun before it was needed.
  private var warming: Task<Void, Never>?

  /// Starts the plugin in the background (while the user types at the prompt), so that the
  /// first `load` finds it ready. What goes wrong is for that `load` to say.
  func warmUp() {
    guard warming == nil, process == nil else { return }
    warming = Task { try? await self.startNow() }
  }

  /// Starts the process, unless it runs; whether it was started.
  private func launch() throws(CommandError) -> Bool {
    if let process, process.failure == nil { return false }
    // Not waited for: a child of the plugin may hold its pipes open for a long time.
    process?.terminate()
    do {
      process = try PluginProcess(title: title, command: source.command, launcher: source.isLaunched ? settings.launcher : [])
    } catch {
      process = nil
      throw CommandError("\(title) cannot be started: \(error.localizedDescription)")
    }
    return true
  }

  private var introduction: PluginRequests.Initialize {
    PluginRequests.Initialize(protocolVersion: PluginProtocol.version, client: "stunt", describe: known == nil ? nil : false)
  }

  private func introduced(_ answer: PluginMessage.Initialized) throws(CommandError) {
    guard answer.protocolVersion == PluginProtocol.version else {
      process?.fail("speaks protocol version \(answer.protocolVersion); Stunt speaks \(PluginProtocol.version)")
      throw CommandError(failure ?? "")
    }
    modules = known?.map(\.descriptor) ?? answer.modules
    features = Set((answer.features ?? []).compactMap(PluginFeature.init(rawValue:)))
  }

  /// What the plugin said it does, at its last `initialize`.
  private(set) var features: Set<PluginFeature> = []

  /// Asks the plugin to end, and ends it.
  func stop() async {
    guard let process else { return }
    if process.failure == nil {
      _ = try? await ask(PluginRequests.Shutdown(), timeout: .milliseconds(500))
    }
    await process.terminateAndWait()
    self.process = nil
  }

  /// One request and its answer, awaited: the main actor goes on meanwhile (a plugin's effects
  /// may need the backend that runs there). A refusal (the module's own error) is a
  /// `CommandError` with the module's message; anything else that goes wrong fails the plugin,
  /// and the `CommandError` is that failure. `subject` (the input sent) goes into the message
  /// when the plugin fails answering; `extra` is time the request itself may take (`finish 5s`,
  /// a step of `advance`), nil for a request the plugin answers at once.
  func ask<Request: PluginRequest>(
    _ request: Request, about subject: String? = nil, allowing extra: Duration? = nil, timeout: Duration? = nil
  ) async throws(CommandError) -> Request.Answer {
    guard let process else { throw CommandError("\(title) is not running") }
    // A later addition it said it does not answer is not asked again.
    guard answers(Request.self) else { throw notAnswered(Request.self) }
    let id = nextID
    nextID += 1
    guard let line = JSONRPC.line(JSONRPC.Request(id: id, method: Request.method, params: request)) else {
      throw CommandError("\(Request.method): the request cannot be written as JSON")
    }
    // `module/send toggle`: what the failure says the plugin was answering.
    let asked = Request.method + (subject.map { " " + $0 } ?? "")
    // Longer after Ctrl-C for a request that takes time of its own: a step of `advance` that
    // answers lets the command stop as it does in process, without restoring the module.
    let grace = extra == nil ? PluginProtocol.interruptGrace : PluginProtocol.interruptGrace * 3
    let answer = await process.exchange(
      id: id, line: line, doing: "while answering " + asked, timeout: (timeout ?? settings.requestTimeout) + (extra ?? .zero), grace: grace)
    return try decode(answer, of: Request.self, asked: asked, from: process)
  }

  private func decode<Request: PluginRequest>(
    _ answer: PluginProcess.Answer?, of request: Request.Type, asked: String, from process: PluginProcess
  ) throws(CommandError) -> Request.Answer {
    guard let answer else { throw CommandError(process.failure ?? "\(title) failed") }
    let reply: JSONRPC.Reply<Request.Answer>
    do {
      reply = try JSONRPC.Reply<Request.Answer>.direct(answer.parsed)
        ?? JSONDecoder().decode(JSONRPC.Reply<Request.Answer>.self, from: answer.line)
    } catch {
      process.fail("answered \(asked) out of protocol (\(Self.reason(error))): " + StderrTail.excerpt(answer.line))
      throw CommandError(process.failure ?? "")
    }
    switch reply {
    case .result(let result):
      return result
    case .refused(let refusal):
      if refusal.code == JSONRPC.Code.methodNotFound, Request.isLaterAddition {
        unanswered.insert(Request.method)
        throw notAnswered(Request.self)
      }
      guard refusal.code == JSONRPC.Code.refused else {
        process.fail("answered \(asked) with error \(refusal.code): \(refusal.message)")
        throw CommandError(process.failure ?? "")
      }
      throw CommandError(refusal.message)
    }
  }

  private func notAnswered<Request: PluginRequest>(_ request: Request.Type) -> CommandError {
    CommandError("\(title) does not support \(Request.method) (not supported: it came later in protocol version 1)")
  }

  private static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?: "no \(key.stringValue)"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
      context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
    default: "\(error)"
    }
  }
}
