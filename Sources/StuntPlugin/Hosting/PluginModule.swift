import Foundation
import StuntEngine
import StuntKit

/// A plugin's module, loaded: every question the engine asks is a request to the plugin's
/// process, about this instance. The slots' choices stay here, with the engine, and go to
/// the plugin whenever `use` or `stub` changes one.
///
/// A request that fails throws its failure: the command that asked prints it as its `error:`
/// line, and the sandbox restores the module.
@MainActor
final class PluginModule: ModuleSession {
  let descriptor: ModuleDescriptor
  let slots: DependencySlots
  private let connection: PluginConnection
  private let instance: Int
  private let backend: (any Backend)?
  private var torn = false

  /// Loads `descriptor`'s module in the plugin, with the slots as `slots` has them.
  init(_ descriptor: ModuleDescriptor, slots: DependencySlots, connection: PluginConnection, backend: (any Backend)?) async throws(CommandError) {
    self.descriptor = descriptor
    self.slots = slots
    self.connection = connection
    self.backend = backend
    // The backend starts while the plugin does.
    async let address = backend?.baseURL()
    try await connection.start()
    // A plugin can be told only an address: a backend that could not start is said here, where
    // in process the first request of a real dependency would say it.
    let url: URL?
    do {
      url = try await address
    } catch {
      throw CommandError("\(descriptor.name) cannot be loaded: its backend did not start (\(error.localizedDescription))")
    }
    let load = PluginRequests.Load(module: descriptor.name, backend: url?.absoluteString, slots: slots.all.map(PluginMessage.SlotState.init))
    let instance = try await connection.ask(load).instance
    self.instance = instance
    cached = try await connection.ask(PluginRequests.Snapshot(instance: instance))
  }

  var failure: String? { connection.failure }

  /// A request about this instance.
  private func ask<Request: InstanceRequest>(
    _ request: Request, about subject: String? = nil, allowing extra: Duration? = nil
  ) async throws(CommandError) -> Request.Answer {
    try await connection.ask(request, about: subject, allowing: extra)
  }

  /// A request that may change the module: what was read before is read again.
  private func tell<Request: InstanceRequest>(
    _ request: Request, about subject: String? = nil, allowing extra: Duration? = nil
  ) async throws(CommandError) -> Request.Answer {
    cached = nil
    reads = Reads()
    return try await ask(request, about: subject, allowing: extra)
  }

  /// A later addition to version 1, asked while the plugin answers it; nil once it said it does
  /// not (method not found), and from then on without asking: the caller does what stands in
  /// for it. `changes`: what was read before is read again (`tell`), or kept (`ask`).
  private func askIfAnswered<Request: InstanceRequest>(
    _ request: Request, about subject: String? = nil, allowing extra: Duration? = nil, changes: Bool = true
  ) async throws(CommandError) -> Request.Answer? {
    guard connection.answers(Request.self) else { return nil }
    do throws(CommandError) {
      return changes ? try await tell(request, about: subject, allowing: extra) : try await ask(request, about: subject, allowing: extra)
    } catch where !connection.answers(Request.self) {
      return nil
    }
  }

  /// The same module loaded afresh in the plugin, with this one's slots as they are.
  func rebuilt() async throws(CommandError) -> any ModuleSession {
    try await PluginModule(descriptor, slots: slots.copied(), connection: connection, backend: backend)
  }

  /// Asked once, while the instance is still there; a plugin that predates `module/depart`
  /// has nothing to show.
  func depart() async throws(CommandError) -> Departure? {
    guard !torn else { return nil }
    return try await askIfAnswered(PluginRequests.Depart(instance: instance))?.departure
  }

  /// The plugin forgets the instance; one that failed has forgotten it already.
  func tearDown() async {
    guard !torn else { return }
    torn = true
    cached = nil
    reads = Reads()
    if connection.failure == nil { _ = try? await connection.ask(PluginRequests.Unload(instance: instance)) }
  }

  // MARK: The instance

  /// The state, alert and pending events as last asked, until a request may have changed them
  /// or a command begins: one command reads them several times. A snapshot that says the
  /// module is idle stays true across commands too, and answers for the running effects (none),
  /// the events to drain (none, unless it says so) and the object doubles.
  private var cached: PluginMessage.Snapshot?

  /// What `calls`, `mock/status` and `mock/verify` answered since the last request that may
  /// have changed the module, while the snapshot says it is idle: nothing can have called a
  /// double since, so `calls` twice, or `verify` after `calls`, is asked once.
  private struct Reads {
    var calls: [CallLog.Call]?
    var mockStatus: [String: PluginMessage.MockStatus] = [:]
    var verified: [String: PluginMessage.Verified] = [:]
  }
  private var reads = Reads()

  func refresh() {
    if cached?.idle != true {
      cached = nil
      reads = Reads()
    }
  }

  private var snapshot: PluginMessage.Snapshot {
    get async throws(CommandError) {
      if let cached { return cached }
      let snapshot = try await ask(PluginRequests.Snapshot(instance: instance))
      cached = snapshot
      return snapshot
    }
  }

  private var isIdle: Bool { cached?.idle == true }

  var liveState: StateNode { get async throws(CommandError) { try await snapshot.state } }
  var alert: AlertSnapshot? { get async throws(CommandError) { try await snapshot.alert } }

  func send(_ input: String, _ arguments: InputArguments) async throws(CommandError) {
    _ = try await tell(PluginRequests.Send(instance: instance, input: input, arguments: arguments.values), about: input)
  }

  func set(_ field: String, to value: Value) async throws(CommandError) {
    _ = try await tell(PluginRequests.Set(instance: instance, field: field, value: value), about: field)
  }

  /// One request when the plugin answers `module/step` (each plugin served by `StuntPlugin`
  /// does), the three it stands for otherwise.
  func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) {
    let step = PluginRequests.Step(instance: instance, origin: origin, change: change, nanoseconds: ioBudget.nanoseconds)
    guard let stepped = try await askIfAnswered(step, about: change.subject, allowing: ioBudget) else {
      return try await stepSeparately(change, origin: origin, ioBudget: ioBudget)
    }
    cached = stepped.snapshot
  }

  func clock() async throws(CommandError) -> any StuntClock {
    _ = try await tell(PluginRequests.ClockCheck(instance: instance))
    return PluginClock(module: self)
  }

  fileprivate func advance(by duration: Duration) async throws(CommandError) {
    _ = try await tell(PluginRequests.ClockAdvance(instance: instance, nanoseconds: duration.nanoseconds), allowing: .zero)
  }

  func slotDidChange(_ slot: DependencySlot, swapped: Bool) async throws(CommandError) -> [String] {
    // A plugin that cannot choose an answer by argument would give every call the plain one.
    if slot.answers.programmed.contains(where: { !$0.arguments.isEmpty }), !connection.features.contains(.matchedAnswers) {
      throw CommandError(
        "plugin \(connection.source.name) does not choose answers by argument (it names no matchedAnswers feature) — stub \(slot.name).<method> without name=value")
    }
    return try await tell(PluginRequests.SlotChanged(instance: instance, slot: PluginMessage.SlotState(slot), swapped: swapped)).made
  }

  // MARK: Effects

  func attributeEffects(to origin: EffectOrigin) async throws(CommandError) {
    _ = try await ask(PluginRequests.EffectsAttribute(instance: instance, origin: origin))
  }

  var runningEffects: [EffectRuntime.RunningEffect] {
    get async throws(CommandError) {
      if isIdle { return [] }
      return try await ask(PluginRequests.EffectsRunning(instance: instance)).effects
    }
  }

  func cancelAllEffects() async throws(CommandError) -> [EffectRuntime.RunningEffect] {
    try await tell(PluginRequests.EffectsCancelAll(instance: instance)).effects
  }

  /// The plugin's own settle may go on past its I/O budget while effects stay busy.
  func settle(ioBudget: Duration) async throws(CommandError) {
    cached = try await tell(PluginRequests.EffectsSettle(instance: instance, nanoseconds: ioBudget.nanoseconds), allowing: ioBudget).snapshot
  }

  func finish(timeout: Duration) async throws(CommandError) -> Bool {
    try await tell(PluginRequests.EffectsFinish(instance: instance, nanoseconds: timeout.nanoseconds), allowing: timeout).finished
  }

  /// A plugin that predates `effects/await` is given its own `finish` over a short while: its
  /// effects run meanwhile, and the host looks at what they did as often as it did before.
  func awaitActivity(timeout: Duration) async throws(CommandError) {
    let request = PluginRequests.EffectsAwait(instance: instance, nanoseconds: timeout.nanoseconds)
    guard try await askIfAnswered(request, allowing: timeout) == nil else { return }
    _ = try await finish(timeout: min(timeout, .milliseconds(2)))
  }

  var hasEvents: Bool { get async throws(CommandError) { try await snapshot.pendingEvents } }

  /// A plugin that predates `effects/folding` keeps folding: `receive` then takes a run's
  /// actions one by one, and shows the run's change with its last.
  func foldReceivedActions(_ folds: Bool) async throws(CommandError) {
    _ = try await askIfAnswered(PluginRequests.EffectsFolding(instance: instance, folds: folds), changes: false)
  }

  func drainEvents() async throws(CommandError) -> [ModuleEvent] {
    if isIdle, cached?.pendingEvents == false { return [] }
    cached?.pendingEvents = false
    return try await ask(PluginRequests.EffectsDrain(instance: instance)).events
  }

  // MARK: Calls and mocks

  var calls: [CallLog.Call] {
    get async throws(CommandError) {
      if let calls = reads.calls { return calls }
      let calls = try await ask(PluginRequests.CallsList(instance: instance)).calls
      if isIdle { reads.calls = calls }
      return calls
    }
  }

  private func mockStatus(_ double: String) async throws(CommandError) -> PluginMessage.MockStatus {
    if let status = reads.mockStatus[double] { return status }
    let status = try await ask(PluginRequests.MockStatus(instance: instance, double: double))
    if isIdle { reads.mockStatus[double] = status }
    return status
  }

  func isMock(_ double: String) async throws(CommandError) -> Bool { try await mockStatus(double).isMock }
  func expectations(of double: String) async throws(CommandError) -> [CallExpectation] { try await mockStatus(double).expectations }

  func expect(_ expectation: CallExpectation) async throws(CommandError) {
    _ = try await tell(PluginRequests.MockExpect(instance: instance, expectation: expectation))
  }

  func verify(_ double: String) async throws(CommandError) -> (met: Int, unmet: [UnmetExpectation]) {
    if let result = reads.verified[double] { return (result.met, result.unmet) }
    let result = try await ask(PluginRequests.MockVerify(instance: instance, double: double))
    if isIdle { reads.verified[double] = result }
    return (result.met, result.unmet)
  }

  func clearCalls(of double: String?) async throws(CommandError) {
    _ = try await tell(PluginRequests.CallsClear(instance: instance, double: double))
  }

  // MARK: Object doubles

  var objectDoubles: [ObjectDouble] {
    get async throws(CommandError) {
      if let objects = try await snapshot.objects { return objects }
      return try await ask(PluginRequests.ObjectsList(instance: instance)).doubles
    }
  }

  func objectName(_ word: String) async throws(CommandError) -> String? {
    try await ask(PluginRequests.ObjectsName(instance: instance, word: word)).name
  }
}

/// The plugin instance's test clock: each step `advance` takes is one request. A clock cannot
/// throw, so a step that fails is not answered here: the plugin has failed, the command's next
/// request throws that failure, and the sandbox restores the module.
@MainActor
private struct PluginClock: StuntClock {
  let module: PluginModule

  func advance(by duration: Duration) async {
    try? await module.advance(by: duration)
  }
}
