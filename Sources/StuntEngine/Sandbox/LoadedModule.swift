import IssueReporting
import StuntKit

/// A module instance with its environment: what `load` creates and `reset` rebuilds.
@MainActor
final class LoadedModule {
  let type: any StuntModule.Type
  let environment: ModuleEnvironment
  let instance: any StuntModule
  /// The state as of the last thing printed, so changes made while nobody was looking
  /// (a real clock's tick, a slow response) can be shown as a diff from there.
  var lastShownState: any Sendable

  init(_ type: any StuntModule.Type, slots: DependencySlots) {
    self.type = type
    let environment = ModuleEnvironment(slots: slots)
    self.environment = environment
    let instance = withIssueReporters([environment.effects.issueReporter]) {
      type.init(environment: environment)
    }
    self.instance = instance
    lastShownState = instance.state
    environment.effects.snapshot = { [weak instance] in instance?.state ?? () }
  }

  convenience init(_ type: any StuntModule.Type) {
    self.init(type, slots: DependencySlots(type.descriptor.slots))
  }

  var descriptor: ModuleDescriptor { type.descriptor }
  var name: String { descriptor.name }
  var effects: EffectRuntime { environment.effects }
  var slots: DependencySlots { environment.slots }

  /// A fresh instance with the same variants, options and programmed answers; empty call log.
  func rebuilt() -> LoadedModule {
    let slots = DependencySlots(descriptor.slots)
    for (old, new) in zip(environment.slots.all, slots.all) {
      new.use(old.variant, options: old.options)
      for (method, answer) in old.answers.programmed {
        new.answers.program(method, answer)
      }
    }
    return LoadedModule(type, slots: slots)
  }

  /// Calls the module with issues reported to this sandbox; what it refuses becomes the
  /// command's `error:` line.
  func call(_ body: (any StuntModule) throws -> Void) throws(CommandError) {
    do {
      try withIssueReporters([effects.issueReporter]) { try body(instance) }
    } catch {
      throw CommandError(String(describing: error))
    }
  }
}
