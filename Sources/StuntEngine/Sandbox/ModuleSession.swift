import StuntKit

/// A loaded module as the commands see it: its instance, its effects, its calls and its object
/// doubles, behind one set of questions. `LoadedModule` answers them in this process; a plugin's
/// module answers them from its own process over the plugin protocol (`StuntPlugin`), so every
/// command works the same on both.
///
/// A question that cannot be answered (a plugin that died, hung or spoke out of protocol) throws
/// the command's `error:` line at once, never an empty answer; `failure` then says why, and the
/// sandbox restores the module. A plugin's module answers every question over a pipe, so each
/// is `async`: the main actor goes on meanwhile.
@MainActor
package protocol ModuleSession: AnyObject {
  var descriptor: ModuleDescriptor { get }
  /// The variants, options and programmed answers `use` and `stub` chose; the engine owns them.
  var slots: DependencySlots { get }
  /// Why this session can no longer be used, once it cannot.
  var failure: String? { get }
  /// A command begins: what is read from now on is the module as it is now, not as it was when
  /// last read (a plugin's module may keep what it read within one command).
  func refresh()

  // MARK: The instance

  /// The state as custom-dump shows it, read afresh on every call: the module's own, with every
  /// action fed back reduced. What the session shows and checks is `Sandbox.state(of:)`, which
  /// holds still while `teststore on` has actions waiting for `receive`.
  var liveState: StateNode { get async throws(CommandError) }
  var alert: AlertSnapshot? { get async throws(CommandError) }
  /// Sends an input the engine already bound and type-checked against the descriptor.
  func send(_ input: String, _ arguments: InputArguments) async throws(CommandError)
  func set(_ field: String, to value: Value) async throws(CommandError)
  /// The clock `advance` moves (issues it causes are reported to this module), or why there is none.
  func clock() async throws(CommandError) -> any StuntClock
  /// `use` (`swapped`) or `stub` changed a slot; returns the object doubles this made.
  func slotDidChange(_ slot: DependencySlot, swapped: Bool) async throws(CommandError) -> [String]
  /// A fresh instance with the same variants, options and programmed answers; empty call log.
  func rebuilt() async throws(CommandError) -> any ModuleSession
  /// The sandbox drops the instance (`unload`, `reset`): its departures run
  /// (`ModuleEnvironment.onDeparture`), and what they did is returned; nil when it has none.
  /// Departing again does nothing.
  func depart() async throws(CommandError) -> Departure?
  /// The instance goes: its folders, services and (for a plugin) its process with it. It goes
  /// whatever the plugin answers.
  func tearDown() async

  /// One step of `send` or `set`: effects are attributed to `origin`, the change is made, and
  /// effects settle (`stepSeparately`). A plugin's module makes it one request when it can.
  func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError)

  // MARK: Effects

  /// The command being run; effects launched now are attributed to it.
  func attributeEffects(to origin: EffectOrigin) async throws(CommandError)
  var runningEffects: [EffectRuntime.RunningEffect] { get async throws(CommandError) }
  func cancelAllEffects() async throws(CommandError) -> [EffectRuntime.RunningEffect]
  /// Lets effects run until they are quiet, waiting at most `ioBudget` for real work.
  func settle(ioBudget: Duration) async throws(CommandError)
  /// Waits until no effect runs, at most `timeout`; true when none does.
  func finish(timeout: Duration) async throws(CommandError) -> Bool
  /// Waits at most `timeout` for the next thing an effect does; at once when nothing runs or
  /// events wait to be drained.
  func awaitActivity(timeout: Duration) async throws(CommandError)
  var hasEvents: Bool { get async throws(CommandError) }
  func drainEvents() async throws(CommandError) -> [ModuleEvent]
  /// Whether a run of the same action fed back is one event (the default) or each is its own,
  /// with its own states (`advance --each`, `teststore on`).
  func foldReceivedActions(_ folds: Bool) async throws(CommandError)

  // MARK: Calls and mocks

  var calls: [CallLog.Call] { get async throws(CommandError) }
  func isMock(_ double: String) async throws(CommandError) -> Bool
  func expectations(of double: String) async throws(CommandError) -> [CallExpectation]
  func expect(_ expectation: CallExpectation) async throws(CommandError)
  func verify(_ double: String) async throws(CommandError) -> (met: Int, unmet: [UnmetExpectation])
  /// `calls clear`: the calls of one double, or of all, are forgotten, and a mock's expectations
  /// start afresh, as when the double was given.
  func clearCalls(of double: String?) async throws(CommandError)

  // MARK: Object doubles

  /// The object doubles made so far, in the order they were made.
  var objectDoubles: [ObjectDouble] { get async throws(CommandError) }
  /// The object a word names: a slot (the object it holds now) or an object by its own name.
  func objectName(_ word: String) async throws(CommandError) -> String?
}

extension ModuleSession {
  package func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) {
    try await stepSeparately(change, origin: origin, ioBudget: ioBudget)
  }

  /// A step as three questions: whom effects are attributed to, the change, the settle.
  package func stepSeparately(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) {
    try await attributeEffects(to: origin)
    switch change {
    case .send(let input, let arguments): try await send(input, InputArguments(arguments))
    case .set(let field, let value): try await set(field, to: value)
    }
    try await settle(ioBudget: ioBudget)
  }
}
