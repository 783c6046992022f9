import Foundation
import StuntEngine
import StuntKit

/// The plugin's side of the protocol: answers the host's requests with its modules, each
/// loaded instance a `LoadedModule` as the host would run it in its own process, so a module
/// behaves the same built in or served.
@MainActor
final class PluginServer {
  private let modules: [ModuleEntry]
  private let name: String
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
    let head: JSONRPC.Head
    do {
      head = try JSONDecoder().decode(JSONRPC.Head.self, from: line)
    } catch {
      return Self.failure(nil, JSONRPC.Code.parseError, "not a JSON-RPC message: \(error)")
    }
    guard let name = head.method, head.jsonrpc == JSONRPC.version else {
      return Self.failure(head.id, JSONRPC.Code.invalidRequest, "a request has jsonrpc \"2.0\" and a method")
    }
    guard let method = PluginMethod(rawValue: name) else {
      return Self.failure(head.id, JSONRPC.Code.methodNotFound, "no method '\(name)'")
    }
    let answer = await perform(method, line, id: head.id)
    return head.id == nil ? nil : answer
  }

  /// The module as the host reads it after every command, with the hints that spare it the
  /// next requests: whether anything can change before the next one, and the object doubles.
  static func snapshot(of module: LoadedModule) -> PluginMessage.Snapshot {
    PluginMessage.Snapshot(
      state: module.liveState, alert: module.alert, pendingEvents: module.hasEvents, idle: module.runningEffects.isEmpty,
      objects: module.objectDoubles)
  }

  // The one switch from wire names to what each request does.
  private func perform(_ method: PluginMethod, _ line: Data, id: Int?) async -> Data {
    switch method {
    case .initialize:
      return reply(line, id) { (request: PluginMessage.Initialize) throws(CommandError) in
        guard request.protocolVersion == PluginProtocol.version else {
          throw CommandError("protocol version \(request.protocolVersion) is not spoken here; this plugin speaks \(PluginProtocol.version)")
        }
        return PluginMessage.Initialized(
          protocolVersion: PluginProtocol.version, server: self.name,
          modules: request.describe == false ? [] : self.modules.map(\.descriptor),
          features: PluginFeature.allCases.map(\.rawValue))
      }
    case .shutdown:
      return reply(line, id) { (_: JSONRPC.Empty) throws(CommandError) in
        for instance in self.instances.values { _ = instance.cancelAllEffects(); instance.tearDown() }
        self.instances = [:]
        self.isShutDown = true
        return JSONRPC.Empty()
      }
    case .load:
      return reply(line, id) { (request: PluginMessage.Load) throws(CommandError) in try self.load(request) }
    case .unload:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        let module = try self.instance(request.instance)
        _ = module.cancelAllEffects()
        module.tearDown()
        self.instances[request.instance] = nil
        return JSONRPC.Empty()
      }
    case .depart:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        PluginMessage.Departed(departure: try self.instance(request.instance).depart())
      }
    case .snapshot:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        Self.snapshot(of: try self.instance(request.instance))
      }
    case .send:
      return reply(line, id) { (request: PluginMessage.Send) throws(CommandError) in
        try self.instance(request.instance).send(request.input, InputArguments(request.arguments))
        return JSONRPC.Empty()
      }
    case .step:
      return await replyAsync(line, id) { (request: PluginMessage.Step) throws(CommandError) in
        let module = try self.instance(request.instance)
        try await module.step(request.change, origin: request.origin, ioBudget: .nanoseconds(request.nanoseconds))
        return PluginMessage.Settled(snapshot: Self.snapshot(of: module))
      }
    case .set:
      return reply(line, id) { (request: PluginMessage.Set) throws(CommandError) in
        try self.instance(request.instance).set(request.field, to: request.value)
        return JSONRPC.Empty()
      }
    case .slotChanged:
      return reply(line, id) { (request: PluginMessage.SlotChanged) throws(CommandError) in
        let module = try self.instance(request.instance)
        guard let slot = module.slots[request.slot.slot] else { throw CommandError("no slot '\(request.slot.slot)'") }
        try Self.apply(request.slot, to: slot)
        slot.markUntested(request.slot.untested ?? false)
        return PluginMessage.Made(made: try module.slotDidChange(slot, swapped: request.swapped))
      }
    case .clockCheck:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        _ = try self.instance(request.instance).clock()
        return JSONRPC.Empty()
      }
    case .clockAdvance:
      return await replyAsync(line, id) { (request: PluginMessage.Span) throws(CommandError) in
        let clock = try self.instance(request.instance).clock()
        await clock.advance(by: .nanoseconds(request.nanoseconds))
        return JSONRPC.Empty()
      }
    case .effectsAttribute:
      return reply(line, id) { (request: PluginMessage.Attribute) throws(CommandError) in
        try self.instance(request.instance).attributeEffects(to: request.origin)
        return JSONRPC.Empty()
      }
    case .effectsRunning:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        PluginMessage.Effects(effects: try self.instance(request.instance).runningEffects)
      }
    case .effectsCancelAll:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        PluginMessage.Effects(effects: try self.instance(request.instance).cancelAllEffects())
      }
    case .effectsSettle:
      return await replyAsync(line, id) { (request: PluginMessage.Span) throws(CommandError) in
        let module = try self.instance(request.instance)
        await module.settle(ioBudget: .nanoseconds(request.nanoseconds))
        return PluginMessage.Settled(snapshot: Self.snapshot(of: module))
      }
    case .effectsFinish:
      return await replyAsync(line, id) { (request: PluginMessage.Span) throws(CommandError) in
        PluginMessage.Finished(finished: try await self.instance(request.instance).finish(timeout: .nanoseconds(request.nanoseconds)))
      }
    case .effectsFolding:
      return reply(line, id) { (request: PluginMessage.Folding) throws(CommandError) in
        try self.instance(request.instance).foldReceivedActions(request.folds)
        return JSONRPC.Empty()
      }
    case .effectsDrain:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        PluginMessage.Events(events: try self.instance(request.instance).drainEvents())
      }
    case .calls:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        PluginMessage.Calls(calls: try self.instance(request.instance).calls)
      }
    case .mockStatus:
      return reply(line, id) { (request: PluginMessage.Double) throws(CommandError) in
        let module = try self.instance(request.instance)
        return PluginMessage.MockStatus(isMock: module.isMock(request.double), expectations: module.expectations(of: request.double))
      }
    case .mockExpect:
      return reply(line, id) { (request: PluginMessage.Expect) throws(CommandError) in
        try self.instance(request.instance).expect(request.expectation)
        return JSONRPC.Empty()
      }
    case .mockVerify:
      return reply(line, id) { (request: PluginMessage.Double) throws(CommandError) in
        let result = try self.instance(request.instance).verify(request.double)
        return PluginMessage.Verified(met: result.met, unmet: result.unmet)
      }
    case .callsOrder:
      return reply(line, id) { (request: PluginMessage.Order) throws(CommandError) in
        PluginMessage.OrderChecked(violation: try self.instance(request.instance).checkOrder(request.steps))
      }
    case .callsClear:
      return reply(line, id) { (request: PluginMessage.ClearCalls) throws(CommandError) in
        try self.instance(request.instance).clearCalls(of: request.double)
        return JSONRPC.Empty()
      }
    case .objects:
      return reply(line, id) { (request: PluginMessage.Instance) throws(CommandError) in
        PluginMessage.Objects(doubles: try self.instance(request.instance).objectDoubles)
      }
    case .objectName:
      return reply(line, id) { (request: PluginMessage.Word) throws(CommandError) in
        PluginMessage.Name(name: try self.instance(request.instance).objectName(request.word))
      }
    }
  }

  private func load(_ request: PluginMessage.Load) throws(CommandError) -> PluginMessage.Loaded {
    guard let entry = modules.first(where: { $0.name == request.module }) else {
      throw CommandError("no module '\(request.module)' in \(name)")
    }
    let slots = DependencySlots(entry.descriptor.slots)
    for state in request.slots {
      guard let slot = slots[state.slot] else { throw CommandError("\(entry.name) has no slot '\(state.slot)'") }
      try Self.apply(state, to: slot)
    }
    let backend = request.backend.flatMap(URL.init(string:)).map(ForwardedBackend.init(url:))
    for state in request.slots { slots[state.slot]?.markUntested(state.untested ?? false) }
    let module = LoadedModule(entry, slots: slots, backend: backend)
    let number = nextInstance
    nextInstance += 1
    instances[number] = module
    return PluginMessage.Loaded(instance: number)
  }

  private func instance(_ number: Int) throws(CommandError) -> LoadedModule {
    guard let module = instances[number] else { throw CommandError("no instance \(number) is loaded") }
    return module
  }

  /// Makes a slot as the host's `use` and `stub` left it.
  private static func apply(_ state: PluginMessage.SlotState, to slot: DependencySlot) throws(CommandError) {
    do {
      try slot.use(state.variant, options: state.options)
    } catch {
      throw CommandError(error.message)
    }
    let matched = state.matchedAnswers ?? []
    for method in slot.descriptor.methods {
      let answer = state.answers[method.name]
      let answers = [answer].compactMap { $0 } + matched.filter { $0.method == method.name }.map(\.answer)
      for case .returns(let value) in answers.flatMap(\.answers) {
        if let problem = method.validate?(value) { throw CommandError("\(slot.name).\(method.name) \(problem); got \(value)") }
      }
      let plain = answer.map { StubAnswers.Programming(method: method.name, answer: $0) }
      slot.answers.reprogram(method.name, [plain].compactMap { $0 } + matched.filter { $0.method == method.name })
    }
  }

  // MARK: - Encoding

  private func reply<Params: Decodable, Result: Encodable>(
    _ line: Data, _ id: Int?, _ body: (Params) throws(CommandError) -> Result
  ) -> Data {
    switch Self.params(Params.self, line, id) {
    case .failure(let refusal): return refusal.answer
    case .success(let params):
      do {
        return Self.encode(JSONRPC.Result(id: id, result: try body(params)))
      } catch {
        return Self.failure(id, JSONRPC.Code.refused, error.message)
      }
    }
  }

  private func replyAsync<Params: Decodable & Sendable, Result: Encodable>(
    _ line: Data, _ id: Int?, _ body: (Params) async throws(CommandError) -> Result
  ) async -> Data {
    switch Self.params(Params.self, line, id) {
    case .failure(let refusal): return refusal.answer
    case .success(let params):
      do {
        return Self.encode(JSONRPC.Result(id: id, result: try await body(params)))
      } catch {
        return Self.failure(id, JSONRPC.Code.refused, error.message)
      }
    }
  }

  /// A request's params, or the answer that refuses them.
  private static func params<Params: Decodable>(_ type: Params.Type, _ line: Data, _ id: Int?) -> Swift.Result<Params, BadParams> {
    do {
      return .success(try JSONDecoder().decode(JSONRPC.Params<Params>.self, from: line).params)
    } catch {
      return .failure(BadParams(answer: failure(id, JSONRPC.Code.invalidParams, "bad params: \(error)")))
    }
  }

  private struct BadParams: Error {
    let answer: Data
  }

  static func failure(_ id: Int?, _ code: Int, _ message: String) -> Data {
    encode(JSONRPC.Failure(id: id, error: JSONRPC.ErrorObject(code: code, message: message)))
  }

  static func encode(_ value: some Encodable) -> Data {
    JSONRPC.line(value) ?? Data(#"{"jsonrpc":"2.0","error":{"code":-32603,"message":"unencodable"}}"#.utf8)
  }
}
