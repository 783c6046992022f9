import IssueReporting
import StuntKit

/// A module instance with its environment, in this process: what `load` creates for a built-in
/// and `reset` rebuilds. A plugin serves its modules through one of these too.
@MainActor
package final class LoadedModule: ModuleSession {
  let entry: ModuleEntry
  let environment: ModuleEnvironment
  let instance: any ModuleInstance

  package init(_ entry: ModuleEntry, slots: DependencySlots, backend: (any Backend)?) {
    self.entry = entry
    let environment = ModuleEnvironment(slots: slots, backend: backend)
    self.environment = environment
    // Before the instance is made, as `use` starts a double before making it: what the
    // instance does with its doubles as it starts (a router telling its interactor who it is)
    // is in their call log.
    for slot in slots.all { Self.startDouble(slot, in: environment.calls) }
    // What the module's `init` reads of a slot is no use by a command: a live slot in a test
    // context is reported from the first command that uses it.
    let untested = slots.all.filter(\.isUntested)
    for slot in untested { slot.markUntested(false) }
    let instance = withIssueReporters([environment.effects.issueReporter]) {
      entry.make(environment)
    }
    for slot in untested { slot.markUntested(true) }
    self.instance = instance
    environment.effects.snapshot = { [weak instance] in instance?.state ?? .tuple([]) }
  }

  package convenience init(_ entry: ModuleEntry, backend: (any Backend)?) {
    self.init(entry, slots: DependencySlots(entry.descriptor.slots), backend: backend)
  }

  package var descriptor: ModuleDescriptor { entry.descriptor }
  package var slots: DependencySlots { environment.slots }
  package var failure: String? { nil }
  package func refresh() {}
  var effects: EffectRuntime { environment.effects }

  package func rebuilt() -> any ModuleSession {
    LoadedModule(entry, slots: slots.copied(), backend: environment.backend)
  }

  package func depart() -> Departure? {
    let before = instance.state
    let numbered = environment.calls.all.last?.sequence ?? 0
    guard withIssueReporters([effects.issueReporter], operation: { environment.depart() }) else { return nil }
    let calls = environment.calls.all.filter { $0.sequence > numbered }
    return Departure(before: before, after: instance.state, calls: calls, events: drainEvents())
  }

  package func tearDown() {
    environment.tearDown()
  }

  // MARK: The instance

  package var liveState: StateNode { instance.state }
  package var alert: AlertSnapshot? { instance.alert }

  package func send(_ input: String, _ arguments: InputArguments) throws(CommandError) {
    try call { instance throws(ModuleError) in try instance.send(input, arguments) }
  }

  package func set(_ field: String, to value: Value) throws(CommandError) {
    try call { instance throws(ModuleError) in try instance.set(field, to: value) }
  }

  package func clock() throws(CommandError) -> any StuntClock {
    ReportingClock(clock: try call { instance throws(ModuleError) in try instance.testClock() }, effects: effects)
  }

  /// Tells the module that `use` or `stub` changed a slot; returns the object doubles it made
  /// (a mock's programmed answer), so the command can name them.
  package func slotDidChange(_ slot: DependencySlot, swapped: Bool) throws(CommandError) -> [String] {
    if swapped { startDouble(slot) }
    let before = environment.objects.doubles.count
    try call { instance throws(ModuleError) in instance.dependencyDidChange(slot) }
    return environment.objects.doubles.dropFirst(before).map(\.name)
  }

  /// A slot just got its variant, a new double: its calls and a mock's expectations start
  /// afresh, so every way of counting them agrees (`times=N` expects every method N times;
  /// without it a mock expects nothing until `mock` says so); anything else is not checked.
  func startDouble(_ slot: DependencySlot) {
    Self.startDouble(slot, in: environment.calls)
  }

  private static func startDouble(_ slot: DependencySlot, in calls: CallLog) {
    calls.forget(slot.name)
    guard slot.kind == .mock else {
      calls.stopMocking(slot.name)
      return
    }
    calls.becomeMock(slot.name)
    if case .int(let times)? = slot.options["times"] {
      for method in slot.descriptor.methods {
        calls.expect(CallExpectation(double: slot.name, method: method.name, count: .exactly(times)))
      }
    }
  }

  /// Calls the module with issues reported to this sandbox; what it refuses becomes the
  /// command's `error:` line.
  private func call<Result>(_ body: (any ModuleInstance) throws(ModuleError) -> Result) throws(CommandError) -> Result {
    do {
      return try withIssueReporters([effects.issueReporter]) { try body(instance) }
    } catch {
      throw CommandError((error as? ModuleError)?.message ?? String(describing: error))
    }
  }

  // MARK: Effects

  package func attributeEffects(to origin: EffectOrigin) { effects.origin = origin }
  package var runningEffects: [EffectRuntime.RunningEffect] { effects.runningEffects }
  package func cancelAllEffects() -> [EffectRuntime.RunningEffect] { effects.cancelAll() }
  package func settle(ioBudget: Duration) async { await effects.settle(ioBudget: ioBudget) }
  package func finish(timeout: Duration) async -> Bool { await effects.finish(timeout: timeout) }
  package func awaitActivity(timeout: Duration) async { await effects.awaitActivity(timeout: timeout) }
  package var hasEvents: Bool { effects.hasEvents }
  package func drainEvents() -> [ModuleEvent] { effects.drainEvents() }
  package func foldReceivedActions(_ folds: Bool) { effects.foldsReceivedActions = folds }

  // MARK: Calls and mocks

  package var calls: [CallLog.Call] { environment.calls.all }
  package func isMock(_ double: String) -> Bool { environment.calls.isMock(double) }
  package func expectations(of double: String) -> [CallExpectation] { environment.calls.expectations(of: double) }
  package func expect(_ expectation: CallExpectation) { environment.calls.expect(expectation) }
  package func verify(_ double: String) -> (met: Int, unmet: [UnmetExpectation]) { environment.calls.verify(double) }
  package func clearCalls(of double: String?) {
    for slot in slots.all where double == nil || slot.name == double { startDouble(slot) }
    let calls = environment.calls
    for object in objectDoubles where double == nil || object.name == double {
      calls.forget(object.name)
      if calls.isMock(object.name) { calls.becomeMock(object.name) }
    }
  }

  // MARK: Object doubles

  package var objectDoubles: [ObjectDouble] { environment.objects.doubles }
  package func objectName(_ word: String) -> String? {
    let objects = environment.objects
    if let slot = slots[word] { return objects.object(in: slot.name) }
    return objects.isName(word) ? word : nil
  }
}

/// The module's test clock, with the issues its effects report while it moves going to the module.
@MainActor
private struct ReportingClock: StuntClock {
  let clock: any StuntClock
  let effects: EffectRuntime

  func advance(by duration: Duration) async {
    await withIssueReporters([effects.issueReporter]) { await clock.advance(by: duration) }
  }
}
