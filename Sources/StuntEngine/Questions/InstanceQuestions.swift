import IssueReporting
import StuntKit

extension ModuleQuestions {
  /// What the instance did as it was dropped, if it did anything. Departing again does nothing.
  package struct Depart: ModuleQuestion {
    package static let method = "module/depart"
    package static let isLaterAddition = true
    package struct Answer: Codable, Sendable { package var departure: Departure? = nil }
    package init() {}

    package func answer(by module: LoadedModule) -> Answer {
      let environment = module.environment
      let before = module.instance.state
      let numbered = environment.calls.all.last?.sequence ?? 0
      guard withIssueReporters([module.effects.issueReporter], operation: { environment.depart() }) else { return Answer() }
      let calls = environment.calls.all.filter { $0.sequence > numbered }
      let events = module.effects.drainEvents()
      return Answer(departure: Departure(before: before, after: module.instance.state, calls: calls, events: events))
    }
    /// A plugin that predates it has nothing to show.
    package func standIn(by session: any ModuleSession) -> Answer? { Answer() }
  }

  /// The state, the alert and the hints that spare a plugin's module its next requests.
  package struct Snapshot: ModuleQuestion {
    package static let method = "module/snapshot"
    package static let changesModule = false
    package typealias Answer = ModuleSnapshot
    package init() {}

    package func answer(by module: LoadedModule) -> Answer { ModuleSnapshot(of: module) }
    package func known(from snapshot: ModuleSnapshot) -> Answer? { snapshot }
    package func update(_ snapshot: inout ModuleSnapshot?, with answer: Answer) { snapshot = answer }
  }

  /// An input the engine already bound and type-checked against the descriptor.
  package struct Send: ModuleQuestion {
    package static let method = "module/send"
    package typealias Answer = Done
    package var input: String
    package var arguments: [String: Value]
    package var subject: String? { input }

    package func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      let arguments = InputArguments(arguments)
      try module.call { instance throws(ModuleError) in try instance.send(input, arguments) }
      return Done()
    }
  }

  package struct Set: ModuleQuestion {
    package static let method = "module/set"
    package typealias Answer = Done
    package var field: String
    package var value: Value
    package var subject: String? { field }

    package func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      try module.call { instance throws(ModuleError) in try instance.set(field, to: value) }
      return Done()
    }
  }

  /// `effects/attribute`, `module/send` or `module/set`, and `effects/settle`, as one question,
  /// answered with the state after it, always: a step that answered `{}` would read as "nothing
  /// changed", so an answer without its snapshot is out of protocol.
  package struct Step: ModuleQuestion {
    package static let method = "module/step"
    package static let isLaterAddition = true
    package struct Answer: Codable, Sendable {
      package var snapshot: ModuleSnapshot
      package init(snapshot: ModuleSnapshot) { self.snapshot = snapshot }
    }
    package var origin: EffectOrigin
    package var change: ModuleChange
    package var nanoseconds: Int64
    package var subject: String? { change.subject }
    package var allowance: Duration? { .nanoseconds(nanoseconds) }

    package init(origin: EffectOrigin, change: ModuleChange, nanoseconds: Int64) {
      self.origin = origin
      self.change = change
      self.nanoseconds = nanoseconds
    }

    package func answer(by module: LoadedModule) async throws(CommandError) -> Answer {
      module.effects.origin = origin
      switch change {
      case .send(let input, let arguments): _ = try Send(input: input, arguments: arguments).answer(by: module)
      case .set(let field, let value): _ = try Set(field: field, value: value).answer(by: module)
      }
      await module.effects.settle(ioBudget: .nanoseconds(nanoseconds))
      return Answer(snapshot: ModuleSnapshot(of: module))
    }
    package func update(_ snapshot: inout ModuleSnapshot?, with answer: Answer) { snapshot = answer.snapshot }
    /// A plugin that predates it is asked the three questions it stands for.
    package func standIn(by session: any ModuleSession) async throws(CommandError) -> Answer? {
      try await session.stepSeparately(change, origin: origin, ioBudget: .nanoseconds(nanoseconds))
      return Answer(snapshot: try await session.ask(Snapshot()))
    }
  }

  /// `use` (`swapped`: a mock starts afresh) or `stub` changed a slot; answered with the object
  /// doubles this made (a mock's programmed answer), so the command can name them.
  package struct SlotChanged: ModuleQuestion {
    package static let method = "slot/changed"
    package struct Answer: Codable, Sendable { package var made: [String] }
    package var slot: SlotState
    package var swapped: Bool

    package func answer(by module: LoadedModule) throws(CommandError) -> Answer {
      guard let changed = module.slots[slot.slot] else { throw CommandError("no slot '\(slot.slot)'") }
      try slot.apply(to: changed)
      changed.markUntested(slot.untested ?? false)
      if swapped {
        module.startDouble(changed)
        // `use <slot> record` begins a new recording.
        if changed.variant == SlotDescriptor.recordVariant { changed.recording.clear() }
      }
      let objects = module.environment.objects
      let before = objects.doubles.count
      try module.call { instance throws(ModuleError) in instance.dependencyDidChange(changed) }
      return Answer(made: objects.doubles.dropFirst(before).map(\.name))
    }
  }
}

extension ModuleSession {
  package func depart() async throws(CommandError) -> Departure? { try await ask(ModuleQuestions.Depart()).departure }

  /// The module as it is now, read afresh (or, for a plugin's module, as last read in this command).
  package var snapshot: ModuleSnapshot { get async throws(CommandError) { try await ask(ModuleQuestions.Snapshot()) } }
  /// The state as custom-dump shows it: the module's own, with every action fed back reduced.
  /// What the session shows and checks is `Sandbox.state(of:)`, which holds still while
  /// `teststore on` has actions waiting for `receive`.
  package var liveState: StateNode { get async throws(CommandError) { try await snapshot.state } }
  package var alert: AlertSnapshot? { get async throws(CommandError) { try await snapshot.alert } }
  package var hasEvents: Bool { get async throws(CommandError) { try await snapshot.pendingEvents } }

  package func send(_ input: String, _ arguments: InputArguments) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.Send(input: input, arguments: arguments.values))
  }

  package func set(_ field: String, to value: Value) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.Set(field: field, value: value))
  }

  /// One step of `send` or `set`: effects are attributed to `origin`, the change is made, and
  /// effects settle; answered with the module after it.
  @discardableResult
  package func step(_ change: ModuleChange, origin: EffectOrigin, ioBudget: Duration) async throws(CommandError) -> ModuleSnapshot {
    try await ask(ModuleQuestions.Step(origin: origin, change: change, nanoseconds: ioBudget.nanoseconds)).snapshot
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

  /// `use` (`swapped`) or `stub` changed a slot; returns the object doubles this made.
  package func slotDidChange(_ slot: DependencySlot, swapped: Bool) async throws(CommandError) -> [String] {
    try await ask(ModuleQuestions.SlotChanged(slot: SlotState(slot), swapped: swapped)).made
  }
}
