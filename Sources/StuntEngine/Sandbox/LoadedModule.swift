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
  var effects: EffectRuntime { environment.effects }

  /// What the module answered that is still true.
  private let answers = AnswerCache()

  package func refresh() { answers.refresh() }

  /// Answered here, as a plugin served by `StuntPlugin` answers it, unless what was read answers it.
  package func ask<Question: ModuleQuestion>(_ question: Question) async throws(CommandError) -> Question.Answer {
    try await answers.answer(question) { () throws(CommandError) in try await question.answer(by: self) }
  }

  package func rebuilt() -> any ModuleSession {
    LoadedModule(entry, slots: slots.copied(), backend: environment.backend)
  }

  /// Its effects are cancelled, its folders and services go.
  package func tearDown() {
    _ = effects.cancelAll()
    environment.tearDown()
  }

  /// The test clock `advance` moves, with the issues it causes reported to this module.
  func testClock() throws(CommandError) -> any StuntClock {
    ReportingClock(clock: try call { instance throws(ModuleError) in try instance.testClock() }, effects: effects)
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
  func call<Result>(_ body: (any ModuleInstance) throws(ModuleError) -> Result) throws(CommandError) -> Result {
    do {
      return try withIssueReporters([effects.issueReporter]) { try body(instance) }
    } catch {
      throw CommandError((error as? ModuleError)?.message ?? String(describing: error))
    }
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
