import Clocks

/// What a domain module implements so the sandbox can load it, swap its dependencies,
/// send it inputs and show its state.
///
/// A module is an adapter: its `Domain/` folder holds the seed's system under test unchanged
/// in spirit, and this conformance translates names typed at the prompt into calls on it.
/// Modules never print; everything they have to say goes through their state, their alert,
/// their call log and the events of their `EffectRuntime`.
@MainActor
public protocol StuntModule: AnyObject {
  static var descriptor: ModuleDescriptor { get }

  /// Builds a fresh instance whose dependencies follow `environment.slots`.
  init(environment: ModuleEnvironment)

  /// Sends an input whose arguments the engine already bound and type-checked.
  /// Effects it starts run through `environment.effects`.
  ///
  /// Throw `ModuleError` only to refuse an input before changing anything (it prints as
  /// `error:`). A failure while the input runs (a double with no answer, a dummy that was
  /// used) goes to `environment.effects.reportIssue`: it prints as `FAIL:` beside the state
  /// the input left, and the session goes on.
  func send(_ input: String, _ arguments: InputArguments) throws(ModuleError)

  /// Changes a field declared in `descriptor.fields`.
  func set(_ field: String, to value: Value) throws(ModuleError)

  /// A value snapshot of the state, printed and diffed with custom-dump.
  var state: any Sendable { get }

  /// The alert being presented, if the module has alerts.
  var alert: AlertSnapshot? { get }

  /// The clock `advance` moves, when the active clock is a test clock.
  var testClock: TestClock<Duration>? { get }

  /// Called after `use` or `stub` changed a slot, for modules that hold their dependencies
  /// (a view model's injected service, a router's builders) rather than reading them per input.
  func dependencyDidChange(_ slot: DependencySlot)
}

extension StuntModule {
  public var alert: AlertSnapshot? { nil }
  public var testClock: TestClock<Duration>? { nil }
  public func dependencyDidChange(_ slot: DependencySlot) {}

  public func set(_ field: String, to value: Value) throws(ModuleError) {
    throw ModuleError("\(Self.descriptor.name) has no field '\(field)' to set")
  }
}
