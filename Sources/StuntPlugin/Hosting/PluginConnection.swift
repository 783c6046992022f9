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
  /// Later additions to the protocol this plugin answered "method not found".
  private var unanswered: Set<PluginMethod> = []

  /// Whether the plugin answers `method` (a later addition it may not know), as far as known.
  func answers(_ method: PluginMethod) -> Bool {
    !unanswered.contains(method)
  }

  /// Modules the host knows already, which the plugin need not describe again.
  private let known: [ModuleDescriptor]?

  init(source: PluginSource, settings: PluginSettings, known: [ModuleDescriptor]? = nil) {
    self.source = source
    self.settings = settings
    self.known = known
  }

  private var title: String { source.title }

  /// The plugin's failure, if its process has failed since it started.
  var failure: String? { process?.failure }

  /// Starts the plugin (again, if it failed) and learns its modules.
  func start() throws(CommandError) {
    guard try launch() else { return }
    try introduced(try request(.initialize, introduction, as: PluginMessage.Initialized.self))
  }

  /// `start()`, waiting off the main actor, so that what runs there meanwhile (the backend a
  /// `load` needs) starts while the plugin does. A start `warmUp()` began is finished first.
  func start() async throws(CommandError) {
    if let warming {
      self.warming = nil
      await warming.value
    }
    try await startNow()
  }

  private func startNow() async throws(CommandError) {
    guard try launch() else { return }
    try introduced(try await request(.initialize, introduction, as: PluginMessage.Initialized.self, allowing: .zero))
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

  private var introduction: PluginMessage.Initialize {
    PluginMessage.Initialize(protocolVersion: PluginProtocol.version, client: "stunt", describe: known == nil ? nil : false)
  }

  private func introduced(_ answer: PluginMessage.Initialized) throws(CommandError) {
    guard answer.protocolVersion == PluginProtocol.version else {
      process?.fail("speaks protocol version \(answer.protocolVersion); Stunt speaks \(PluginProtocol.version)")
      throw CommandError(failure ?? "")
    }
    modules = known ?? answer.modules
    features = Set((answer.features ?? []).compactMap(PluginFeature.init(rawValue:)))
  }

  /// What the plugin said it does, at its last `initialize`.
  private(set) var features: Set<PluginFeature> = []

  /// Asks the plugin to end, and ends it.
  func stop() {
    guard let process else { return }
    if process.failure == nil {
      _ = try? request(.shutdown, JSONRPC.Empty(), as: JSONRPC.Empty.self, timeout: .milliseconds(500))
    }
    process.terminateAndWait()
    self.process = nil
  }

  /// One request and its answer. A refusal (the module's own error) is a `CommandError` with
  /// the module's message; anything else that goes wrong fails the plugin, and the
  /// `CommandError` is that failure. The main actor waits: use it for what the plugin answers
  /// at once.
  func request<Params: Encodable, Result: Decodable>(
    _ method: PluginMethod, _ params: Params, as: Result.Type, about subject: String? = nil, timeout: Duration? = nil
  ) throws(CommandError) -> Result {
    let (process, id, line) = try prepare(method, params)
    let answer = process.exchange(
      id: id, line: line, doing: Self.doing(method, subject), timeout: timeout ?? settings.requestTimeout,
      grace: PluginProtocol.interruptGrace)
    return try decode(answer, of: method, from: process)
  }

  /// A request whose answer may take a while (effects running, a clock moving), awaited off
  /// the main actor: the plugin's effects may need the host meanwhile (its backend runs there).
  func request<Params: Encodable, Result: Decodable>(
    _ method: PluginMethod, _ params: Params, as: Result.Type, about subject: String? = nil, allowing extra: Duration
  ) async throws(CommandError) -> Result {
    let (process, id, line) = try prepare(method, params)
    let timeout = settings.requestTimeout + extra
    let doing = Self.doing(method, subject)
    let answer = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        // Longer after Ctrl-C than a quick request is given: a step of `advance` that answers
        // lets the command stop as it does in process, without restoring the module.
        let answer = process.exchange(
          id: id, line: line, doing: doing, timeout: timeout, grace: PluginProtocol.interruptGrace * 3)
        continuation.resume(returning: answer)
      }
    }
    return try decode(answer, of: method, from: process)
  }

  /// What a failure says the plugin was doing: `while answering module/send toggle`.
  private static func doing(_ method: PluginMethod, _ subject: String?) -> String {
    "while answering \(method.rawValue)" + (subject.map { " " + $0 } ?? "")
  }

  private func prepare(_ method: PluginMethod, _ params: some Encodable) throws(CommandError) -> (PluginProcess, Int, Data) {
    guard let process else { throw CommandError("\(title) is not running") }
    let id = nextID
    nextID += 1
    guard let line = JSONRPC.line(JSONRPC.Request(id: id, method: method.rawValue, params: params)) else {
      throw CommandError("\(method.rawValue): the request cannot be written as JSON")
    }
    return (process, id, line)
  }

  private func decode<Result: Decodable>(_ answer: Data?, of method: PluginMethod, from process: PluginProcess) throws(CommandError) -> Result {
    guard let answer else { throw CommandError(process.failure ?? "\(title) failed") }
    let decoder = JSONDecoder()
    if let refusal = try? decoder.decode(JSONRPC.Response.self, from: answer).error {
      if refusal.code == JSONRPC.Code.methodNotFound, method.isLaterAddition {
        unanswered.insert(method)
        throw CommandError("\(title) does not answer \(method.rawValue), which came later in protocol version 1")
      }
      guard refusal.code == JSONRPC.Code.refused else {
        process.fail("answered \(method.rawValue) with error \(refusal.code): \(refusal.message)")
        throw CommandError(process.failure ?? "")
      }
      throw CommandError(refusal.message)
    }
    do {
      return try decoder.decode(JSONRPC.ResultOnly<Result>.self, from: answer).result
    } catch {
      process.fail("answered \(method.rawValue) out of protocol (\(Self.reason(error))): " + StderrTail.excerpt(answer))
      throw CommandError(process.failure ?? "")
    }
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
