import IssueReporting
import StuntKit

/// A module instance with its environment: what `load` creates and `reset` rebuilds.
@MainActor
final class LoadedModule {
  let entry: ModuleEntry
  let environment: ModuleEnvironment
  let instance: any ModuleInstance
  /// The state and alert as of the last thing printed, so changes made while nobody was
  /// looking (a real clock's tick, a slow response) can be shown from there.
  var lastShownState: StateNode
  var lastShownAlert: AlertSnapshot?

  init(_ entry: ModuleEntry, slots: DependencySlots, backend: (any Backend)?) {
    self.entry = entry
    let environment = ModuleEnvironment(slots: slots, backend: backend)
    self.environment = environment
    let instance = withIssueReporters([environment.effects.issueReporter]) {
      entry.make(environment)
    }
    self.instance = instance
    lastShownState = instance.state
    lastShownAlert = instance.alert
    environment.effects.snapshot = { [weak instance] in instance?.state ?? .tuple([]) }
  }

  convenience init(_ entry: ModuleEntry, backend: (any Backend)?) {
    self.init(entry, slots: DependencySlots(entry.descriptor.slots), backend: backend)
  }

  var descriptor: ModuleDescriptor { entry.descriptor }
  var name: String { descriptor.name }
  var effects: EffectRuntime { environment.effects }
  var slots: DependencySlots { environment.slots }

  /// A fresh instance with the same variants, options and programmed answers; empty call log.
  func rebuilt() -> LoadedModule {
    let slots = DependencySlots(descriptor.slots)
    for (old, new) in zip(environment.slots.all, slots.all) {
      new.restore(old.choice)
      for (method, answer) in old.answers.programmed {
        new.answers.program(method, answer)
      }
    }
    let module = LoadedModule(entry, slots: slots, backend: environment.backend)
    for slot in slots.all { module.startDouble(slot) }
    return module
  }

  /// A slot just got its variant: a mock starts counting afresh (`times=N` expects every
  /// method N times, none expects no calls until `mock` says otherwise); anything else stops
  /// being checked.
  func startDouble(_ slot: DependencySlot) {
    let calls = environment.calls
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

  /// Lines for what changed since `start`: the diff of the command itself (when `ownChange`),
  /// the events effects produced, and an alert that appeared. Remembers what it showed.
  func showChanges(from start: StateNode, ownChange: Bool) -> TimelineRenderer {
    let now = instance.state
    var timeline = TimelineRenderer.render(from: start, events: effects.drainEvents(), to: now, ownChange: ownChange)
    if let alert = instance.alert, alert != lastShownAlert {
      timeline.lines.append(alert.line)
    }
    lastShownState = now
    lastShownAlert = instance.alert
    return timeline
  }
}
