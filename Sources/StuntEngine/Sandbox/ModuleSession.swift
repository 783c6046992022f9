import StuntKit

/// A loaded module as the commands see it: its instance, its effects, its calls and its object
/// doubles, behind one set of questions. `LoadedModule` answers them in this process; a plugin's
/// module answers them from its own process over the plugin protocol (`StuntPlugin`), so every
/// command works the same on both.
///
/// What cannot be answered any more (a plugin that died) is said by `failure`; the sandbox then
/// prints it as the command's `error:` line and unloads the module.
@MainActor
package protocol ModuleSession: AnyObject {
  var descriptor: ModuleDescriptor { get }
  /// The variants, options and programmed answers `use` and `stub` chose; the engine owns them.
  var slots: DependencySlots { get }
  /// The state and alert as of the last thing printed, so changes made while nobody was
  /// looking (a real clock's tick, a slow response) can be shown from there.
  var lastShownState: StateNode { get set }
  var lastShownAlert: AlertSnapshot? { get set }
  /// Why this session can no longer be used, once it cannot.
  var failure: String? { get }
  /// A command begins: what is read from now on is the module as it is now, not as it was when
  /// last read (a plugin's module may keep what it read within one command).
  func refresh()

  // MARK: The instance

  /// The state as custom-dump shows it, read afresh on every call: the module's own, with every
  /// action fed back reduced. What the session shows and checks is `state`, which holds still
  /// while `teststore on` has actions waiting for `receive`.
  var liveState: StateNode { get }
  var alert: AlertSnapshot? { get }
  /// Sends an input the engine already bound and type-checked against the descriptor.
  func send(_ input: String, _ arguments: InputArguments) throws(CommandError)
  func set(_ field: String, to value: Value) throws(CommandError)
  /// The clock `advance` moves (issues it causes are reported to this module), or why there is none.
  func clock() throws(CommandError) -> any StuntClock
  /// `use` (`swapped`) or `stub` changed a slot; returns the object doubles this made.
  func slotDidChange(_ slot: DependencySlot, swapped: Bool) throws(CommandError) -> [String]
  /// A fresh instance with the same variants, options and programmed answers; empty call log.
  func rebuilt() async throws(CommandError) -> any ModuleSession
  /// The sandbox drops the instance (`unload`, `reset`): its departures run
  /// (`ModuleEnvironment.onDeparture`), and what they did is returned; nil when it has none.
  /// Departing again does nothing.
  func depart() -> Departure?
  /// The instance goes: its folders, services and (for a plugin) its process with it.
  func tearDown()

  /// One step of `send` or `set`: effects are attributed to `origin`, the change is made, and
  /// effects settle (`stepSeparately`). A plugin's module makes it one request when it can.
  func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError)

  // MARK: Effects

  /// The command being run; effects launched now are attributed to it.
  func attributeEffects(to origin: EffectOrigin)
  var runningEffects: [EffectRuntime.RunningEffect] { get }
  func cancelAllEffects() -> [EffectRuntime.RunningEffect]
  /// Lets effects run until they are quiet, waiting at most `ioBudget` for real work.
  func settle(ioBudget: Duration) async
  /// Waits until no effect runs, at most `timeout`; true when none does.
  func finish(timeout: Duration) async -> Bool
  var hasEvents: Bool { get }
  func drainEvents() -> [ModuleEvent]
  /// Whether a run of the same action fed back is one event (the default) or each is its own,
  /// with its own states (`advance --each`, `teststore on`).
  func foldReceivedActions(_ folds: Bool)
  /// The actions fed back that `receive` can assert; the engine keeps them.
  var received: ReceivedActions { get set }

  // MARK: Calls and mocks

  var calls: [CallLog.Call] { get }
  func isMock(_ double: String) -> Bool
  func expectations(of double: String) -> [CallExpectation]
  func expect(_ expectation: CallExpectation)
  func verify(_ double: String) -> (met: Int, unmet: [UnmetExpectation])
  /// `calls clear`: the calls of one double, or of all, are forgotten, and a mock's expectations
  /// start afresh, as when the double was given.
  func clearCalls(of double: String?) throws(CommandError)

  // MARK: Object doubles

  /// The object doubles made so far, in the order they were made.
  var objectDoubles: [ObjectDouble] { get }
  /// The object a word names: a slot (the object it holds now) or an object by its own name.
  func objectName(_ word: String) -> String?
}

extension ModuleSession {
  /// The state the session shows and checks: the module's, or while `teststore on` has actions
  /// waiting, the state before the first of them, as TestStore's `state` lags its reducer's.
  package var state: StateNode { received.held ?? liveState }

  package func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) {
    try await stepSeparately(change, origin: origin, ioBudget: ioBudget)
  }

  /// A step as three questions: whom effects are attributed to, the change, the settle.
  package func stepSeparately(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) {
    attributeEffects(to: origin)
    switch change {
    case .send(let input, let arguments): try send(input, InputArguments(arguments))
    case .set(let field, let value): try set(field, to: value)
    }
    await settle(ioBudget: ioBudget)
  }
}
