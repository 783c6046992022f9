import Foundation
import StuntEngine
import StuntKit

/// A plugin's module, loaded: every question the engine asks is a request to the plugin's
/// process, about this instance. The slots' choices stay here, with the engine, and go to
/// the plugin whenever `use` or `stub` changes one.
///
/// Questions that cannot fail in the engine (the state, the calls) answer with what was last
/// known once the plugin has failed; `failure` says so, and the sandbox unloads the module.
@MainActor
final class PluginModule: ModuleSession {
  let descriptor: ModuleDescriptor
  let slots: DependencySlots
  var lastShownState: StateNode
  var lastShownAlert: AlertSnapshot?
  var received = ReceivedActions()
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
    let url = try? await address
    let load = PluginMessage.Load(module: descriptor.name, backend: url?.absoluteString, slots: slots.all.map(Self.wire))
    instance = try connection.request(.load, load, as: PluginMessage.Loaded.self).instance
    let snapshot = try connection.request(.snapshot, PluginMessage.Instance(instance: instance), as: PluginMessage.Snapshot.self)
    lastShownState = snapshot.state
    lastShownAlert = snapshot.alert
  }

  var failure: String? { connection.failure }

  private var this: PluginMessage.Instance { PluginMessage.Instance(instance: instance) }

  private func ask<Result: Decodable>(_ method: PluginMethod, _ params: some Encodable, as type: Result.Type) throws(CommandError) -> Result {
    try connection.request(method, params, as: type)
  }

  /// A request that may change the module: what was read before is read again. `subject`
  /// (the input sent) goes into the message when the plugin fails answering it.
  private func tell(_ method: PluginMethod, _ params: some Encodable, about subject: String? = nil) throws(CommandError) {
    cached = nil
    _ = try connection.request(method, params, as: JSONRPC.Empty.self, about: subject)
  }

  static func wire(_ slot: DependencySlot) -> PluginMessage.SlotState {
    let programmed = slot.answers.programmed
    let matched = programmed.filter { !$0.arguments.isEmpty }
    return PluginMessage.SlotState(
      slot: slot.name, variant: slot.variant, options: slot.options,
      answers: Dictionary(programmed.filter(\.arguments.isEmpty).map { ($0.method, $0.answer) }) { $1 },
      matchedAnswers: matched.isEmpty ? nil : matched, untested: slot.isUntested ? true : nil)
  }

  /// The same module loaded afresh in the plugin, with this one's slots as they are.
  func rebuilt() async throws(CommandError) -> any ModuleSession {
    try await PluginModule(descriptor, slots: slots.copied(), connection: connection, backend: backend)
  }

  /// Asked once, while the instance is still there; a plugin that predates `module/depart`
  /// has nothing to show.
  func depart() -> Departure? {
    guard !torn, connection.failure == nil, connection.answers(.depart) else { return nil }
    cached = nil
    return (try? ask(.depart, this, as: PluginMessage.Departed.self))?.departure
  }

  func tearDown() {
    guard !torn else { return }
    torn = true
    if connection.failure == nil { try? tell(.unload, this) }
  }

  // MARK: The instance

  /// The state, alert and pending events as last asked, until a request may have changed them
  /// or a command begins: one command reads them several times. A snapshot that says the
  /// module is idle stays true across commands too, and answers for the running effects (none),
  /// the events to drain (none, unless it says so) and the object doubles.
  private var cached: PluginMessage.Snapshot?

  func refresh() {
    if cached?.idle != true { cached = nil }
  }

  private var snapshot: PluginMessage.Snapshot? {
    if let cached { return cached }
    cached = try? ask(.snapshot, this, as: PluginMessage.Snapshot.self)
    return cached
  }

  private var isIdle: Bool { snapshot?.idle == true }

  var liveState: StateNode { snapshot?.state ?? lastShownState }
  var alert: AlertSnapshot? { snapshot.map(\.alert) ?? lastShownAlert }

  func send(_ input: String, _ arguments: InputArguments) throws(CommandError) {
    try tell(.send, PluginMessage.Send(instance: instance, input: input, arguments: arguments.values), about: input)
  }

  func set(_ field: String, to value: Value) throws(CommandError) {
    try tell(.set, PluginMessage.Set(instance: instance, field: field, value: value), about: field)
  }

  /// One request when the plugin answers `module/step` (each plugin served by `StuntPlugin`
  /// does), the three it stands for otherwise.
  func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) {
    guard connection.answers(.step) else { return try await stepSeparately(change, origin: origin, ioBudget: ioBudget) }
    cached = nil
    let step = PluginMessage.Step(instance: instance, origin: origin, change: change, nanoseconds: ioBudget.nanoseconds)
    do throws(CommandError) {
      let settled = try await connection.request(
        .step, step, as: PluginMessage.Settled.self, about: change.subject, allowing: ioBudget + .seconds(5))
      cached = settled.snapshot
    } catch {
      guard !connection.answers(.step) else { throw error }
      try await stepSeparately(change, origin: origin, ioBudget: ioBudget)
    }
  }

  func clock() throws(CommandError) -> any StuntClock {
    try tell(.clockCheck, this)
    return PluginClock(module: self)
  }

  fileprivate func advance(by duration: Duration) async {
    cached = nil
    _ = try? await connection.request(
      .clockAdvance, PluginMessage.Span(instance: instance, nanoseconds: duration.nanoseconds), as: JSONRPC.Empty.self, allowing: .zero)
  }

  func slotDidChange(_ slot: DependencySlot, swapped: Bool) throws(CommandError) -> [String] {
    // A plugin that cannot choose an answer by argument would give every call the plain one.
    if slot.answers.programmed.contains(where: { !$0.arguments.isEmpty }), !connection.features.contains(.matchedAnswers) {
      throw CommandError(
        "plugin \(connection.source.name) does not choose answers by argument (it names no matchedAnswers feature) — stub \(slot.name).<method> without name=value")
    }
    cached = nil
    return try ask(.slotChanged, PluginMessage.SlotChanged(instance: instance, slot: Self.wire(slot), swapped: swapped), as: PluginMessage.Made.self).made
  }

  // MARK: Effects

  func attributeEffects(to origin: EffectOrigin) {
    _ = try? ask(.effectsAttribute, PluginMessage.Attribute(instance: instance, origin: origin), as: JSONRPC.Empty.self)
  }

  var runningEffects: [EffectRuntime.RunningEffect] {
    if isIdle { return [] }
    return (try? ask(.effectsRunning, this, as: PluginMessage.Effects.self).effects) ?? []
  }

  func cancelAllEffects() -> [EffectRuntime.RunningEffect] {
    cached = nil
    return (try? ask(.effectsCancelAll, this, as: PluginMessage.Effects.self).effects) ?? []
  }

  func settle(ioBudget: Duration) async {
    // The plugin's own settle may go on past its I/O budget while effects stay busy.
    cached = nil
    let settled = try? await connection.request(
      .effectsSettle, PluginMessage.Span(instance: instance, nanoseconds: ioBudget.nanoseconds), as: PluginMessage.Settled.self,
      allowing: ioBudget + .seconds(5))
    cached = settled?.snapshot
  }

  func finish(timeout: Duration) async -> Bool {
    cached = nil
    let span = PluginMessage.Span(instance: instance, nanoseconds: timeout.nanoseconds)
    return (try? await connection.request(.effectsFinish, span, as: PluginMessage.Finished.self, allowing: timeout).finished) ?? false
  }

  var hasEvents: Bool { snapshot?.pendingEvents ?? false }

  /// A plugin that predates `effects/folding` keeps folding: `receive` then takes a run's
  /// actions one by one, and shows the run's change with its last.
  func foldReceivedActions(_ folds: Bool) {
    guard connection.answers(.effectsFolding) else { return }
    _ = try? ask(.effectsFolding, PluginMessage.Folding(instance: instance, folds: folds), as: JSONRPC.Empty.self)
  }

  func drainEvents() -> [ModuleEvent] {
    if isIdle, cached?.pendingEvents == false { return [] }
    cached?.pendingEvents = false
    return (try? ask(.effectsDrain, this, as: PluginMessage.Events.self).events) ?? []
  }

  // MARK: Calls and mocks

  var calls: [CallLog.Call] {
    (try? ask(.calls, this, as: PluginMessage.Calls.self).calls) ?? []
  }

  private func mockStatus(_ double: String) -> PluginMessage.MockStatus? {
    try? ask(.mockStatus, PluginMessage.Double(instance: instance, double: double), as: PluginMessage.MockStatus.self)
  }

  func isMock(_ double: String) -> Bool { mockStatus(double)?.isMock ?? false }
  func expectations(of double: String) -> [CallExpectation] { mockStatus(double)?.expectations ?? [] }

  func expect(_ expectation: CallExpectation) {
    try? tell(.mockExpect, PluginMessage.Expect(instance: instance, expectation: expectation))
  }

  func verify(_ double: String) -> (met: Int, unmet: [UnmetExpectation]) {
    let result = try? ask(.mockVerify, PluginMessage.Double(instance: instance, double: double), as: PluginMessage.Verified.self)
    return (result?.met ?? 0, result?.unmet ?? [])
  }

  func clearCalls(of double: String?) throws(CommandError) {
    try tell(.callsClear, PluginMessage.ClearCalls(instance: instance, double: double))
  }

  // MARK: Object doubles

  var objectDoubles: [ObjectDouble] {
    if let objects = snapshot?.objects { return objects }
    return (try? ask(.objects, this, as: PluginMessage.Objects.self).doubles) ?? []
  }

  func objectName(_ word: String) -> String? {
    (try? ask(.objectName, PluginMessage.Word(instance: instance, word: word), as: PluginMessage.Name.self))?.name
  }
}

/// The plugin instance's test clock: each step `advance` takes is one request.
@MainActor
private struct PluginClock: StuntClock {
  let module: PluginModule

  func advance(by duration: Duration) async {
    await module.advance(by: duration)
  }
}
