/// What a domain module's author writes: the declarations, once and in types, and the adapter
/// that drives the seed's system under test.
///
/// A module is an adapter: its `Domain/` folder holds the seed's system under test unchanged
/// in spirit, and this conformance translates typed actions into calls on it. Modules never
/// print; everything they have to say goes through their state, their alert, their call log
/// and the events of their `EffectRuntime`.
///
/// ```swift
/// final class CounterModule: StuntModule {
///   static let info = ModuleInfo(name: "counter", summary: "...", seed: "002_... (TCA CounterFeature)")
///   static let slots: [any DeclaredSlot] = [ClockSlot.slot, NumberFactClient.slot]
///   static let fields = [Field("count", \CounterModule.count, summary: "...")]
///   init(environment: ModuleEnvironment) { ... }
///   func send(_ action: CounterFeature.Action) { store.send(action) }
///   var state: any Sendable { store.state }
/// }
/// ```
@MainActor
public protocol StuntModule: AnyObject {
  /// The module's inputs: `send` takes exactly these.
  associatedtype Action: ModuleAction

  static var info: ModuleInfo { get }
  /// The dependencies `use` swaps, in the order `deps` lists them.
  static var slots: [any DeclaredSlot] { get }
  /// State fields `set` may change (form fields).
  static var fields: [Field<Self>] { get }

  /// Builds a fresh instance whose dependencies follow `environment.slots`.
  init(environment: ModuleEnvironment)

  /// Sends an input. Effects it starts run through `environment.effects`.
  ///
  /// Throw `ModuleError` only to refuse an input before changing anything (it prints as
  /// `error:`). A failure while the input runs (a double with no answer, a dummy that was
  /// used) goes to `reportIssue`: it prints as `FAIL:` beside the state the input left, and
  /// the session goes on.
  func send(_ action: Action) throws(ModuleError)

  /// A value snapshot of the state, read as a `StateNode` and printed and diffed as
  /// custom-dump prints and diffs it.
  var state: any Sendable { get }

  /// The alert being presented, if the module has alerts.
  var alert: AlertSnapshot? { get }

  /// The clock `advance` moves, or why there is none to move now.
  func testClock() throws(ModuleError) -> any StuntClock
}

extension StuntModule {
  public static var fields: [Field<Self>] { [] }
  public var alert: AlertSnapshot? { nil }

  public func testClock() throws(ModuleError) -> any StuntClock {
    throw ModuleError("\(Self.info.name) has no clock to advance")
  }

  /// Everything the engine knows before loading: derived from the declarations.
  package static var descriptor: ModuleDescriptor {
    ModuleDescriptor(
      name: info.name, summary: info.summary, seed: info.seed, slots: slots.map(\.descriptor),
      inputs: Action.inputs.map(\.descriptor), fields: fields.map(\.descriptor), topics: info.topics, unwritten: info.unwritten)
  }

  /// The module as the registry lists it.
  public static var entry: ModuleEntry {
    ModuleEntry(name: info.name, describe: { descriptor }) { environment in TypedModuleInstance<Self>(environment: environment) }
  }
}
