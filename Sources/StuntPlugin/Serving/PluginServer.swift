import Foundation
import StuntEngine
import StuntKit

/// The plugin's side of the protocol: answers the host's requests with its modules, each
/// loaded instance a `LoadedModule` as the host would run it in its own process, so a module
/// behaves the same built in or served. Which request does what is each request's own
/// declaration (`PluginRequests`); `IncomingRequest` finds it by name, and this answers it.
@MainActor
final class PluginServer {
  let modules: [ModuleEntry]
  let name: String
  private var instances: [Int: LoadedModule] = [:]
  private var nextInstance = 1
  /// The host said `shutdown`: answer it, then stop reading.
  private(set) var isShutDown = false

  init(modules: [ModuleEntry], name: String) {
    self.modules = modules
    self.name = name
  }

  /// The answer to one line from the host; nil for a notification (a request without an id).
  func answer(_ line: Data) async -> Data? {
    let incoming: IncomingRequest
    do {
      incoming = try IncomingRequest(direct: line) ?? JSONDecoder().decode(IncomingRequest.self, from: line)
    } catch {
      return Self.failure(nil, JSONRPC.Code.parseError, "not a JSON-RPC message: \(error)")
    }
    let id = incoming.id
    guard let name = incoming.method, incoming.jsonrpc == JSONRPC.version else {
      return Self.failure(id, JSONRPC.Code.invalidRequest, "a request has jsonrpc \"2.0\" and a method")
    }
    guard let params = incoming.params else {
      return Self.failure(id, JSONRPC.Code.methodNotFound, "no method '\(name)'")
    }
    let answer: Data
    switch params {
    case .success(let request): answer = await self.answer(request, id: id)
    case .failure(let error): answer = Self.failure(id, JSONRPC.Code.invalidParams, "bad params: \(error)")
    }
    return id == nil ? nil : answer
  }

  private func answer<Request: PluginRequest>(_ request: Request, id: Int?) async -> Data {
    do {
      return Self.encode(JSONRPC.Result(id: id, result: try await request.answer(on: self)))
    } catch {
      return Self.failure(id, JSONRPC.Code.refused, error.message)
    }
  }

  // MARK: - Instances

  func load(_ request: PluginRequests.Load) throws(CommandError) -> Int {
    guard let entry = modules.first(where: { $0.name == request.module }) else {
      throw CommandError("no module '\(request.module)' in \(name)")
    }
    let slots = DependencySlots(entry.descriptor.slots)
    for state in request.slots {
      guard let slot = slots[state.slot] else { throw CommandError("\(entry.name) has no slot '\(state.slot)'") }
      try state.apply(to: slot)
    }
    let backend = request.backend.flatMap(URL.init(string:)).map(ForwardedBackend.init(url:))
    for state in request.slots { slots[state.slot]?.markUntested(state.untested ?? false) }
    let number = nextInstance
    nextInstance += 1
    instances[number] = LoadedModule(entry, slots: slots, backend: backend)
    return number
  }

  func instance(_ number: Int) throws(CommandError) -> LoadedModule {
    guard let module = instances[number] else { throw CommandError("no instance \(number) is loaded") }
    return module
  }

  func unload(_ number: Int) throws(CommandError) {
    try instance(number).tearDown()
    instances[number] = nil
  }

  func shutDown() {
    for instance in instances.values { instance.tearDown() }
    instances = [:]
    isShutDown = true
  }

  // MARK: - Encoding

  static func failure(_ id: Int?, _ code: Int, _ message: String) -> Data {
    encode(JSONRPC.Failure(id: id, error: JSONRPC.ErrorObject(code: code, message: message)))
  }

  static func encode(_ value: some Encodable) -> Data {
    JSONRPC.line(value) ?? Data(#"{"jsonrpc":"2.0","error":{"code":-32603,"message":"unencodable"}}"#.utf8)
  }
}
