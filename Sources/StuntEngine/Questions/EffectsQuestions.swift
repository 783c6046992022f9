import StuntKit

extension ModuleQuestions {
  /// Effects started from now on came from `origin`.
  package struct EffectsAttribute: ModuleQuestion {
    package static let method = "effects/attribute"
    package static let changesModule = false
    package typealias Answer = Done
    package var origin: EffectOrigin

    package func answer(by module: LoadedModule) -> Answer {
      module.effects.origin = origin
      return Done()
    }
  }

  /// Answered once effects are quiet, waiting at most `nanoseconds` for real I/O: `{}`, or (a
  /// later addition) the snapshot the host would ask for next, which saves it the question.
  /// A plugin's own settle may go on past its I/O budget while effects stay busy.
  package struct EffectsSettle: ModuleQuestion {
    package static let method = "effects/settle"
    package struct Answer: Codable, Sendable {
      package var snapshot: ModuleSnapshot?
      package init(snapshot: ModuleSnapshot?) { self.snapshot = snapshot }
    }
    package var nanoseconds: Int64
    package var allowance: Duration? { .nanoseconds(nanoseconds) }

    package func answer(by module: LoadedModule) async -> Answer {
      await module.effects.settle(ioBudget: .nanoseconds(nanoseconds))
      return Answer(snapshot: ModuleSnapshot(of: module))
    }
    package func update(_ snapshot: inout ModuleSnapshot?, with answer: Answer) { snapshot = answer.snapshot }
  }

  /// Waits until no effect runs, at most `nanoseconds`; whether none does.
  package struct EffectsFinish: ModuleQuestion {
    package static let method = "effects/finish"
    package struct Answer: Codable, Sendable { package var finished: Bool }
    package var nanoseconds: Int64
    package var allowance: Duration? { .nanoseconds(nanoseconds) }

    package func answer(by module: LoadedModule) async -> Answer {
      Answer(finished: await module.effects.finish(timeout: .nanoseconds(nanoseconds)))
    }
  }

  /// Answered at the next thing effects do, or after `nanoseconds`: `receive`'s wait; at once
  /// when nothing runs or events wait to be drained.
  package struct EffectsAwait: ModuleQuestion {
    package static let method = "effects/await"
    package static let isLaterAddition = true
    package typealias Answer = Done
    package var nanoseconds: Int64
    package var allowance: Duration? { .nanoseconds(nanoseconds) }

    package func answer(by module: LoadedModule) async -> Answer {
      await module.effects.awaitActivity(timeout: .nanoseconds(nanoseconds))
      return Done()
    }
    /// A plugin that predates it is given its own `finish` over a short while: its effects run
    /// meanwhile, and the host looks at what they did as often as it did before.
    package func standIn(by session: any ModuleSession) async throws(CommandError) -> Answer? {
      _ = try await session.finish(timeout: min(.nanoseconds(nanoseconds), .milliseconds(2)))
      return Done()
    }
  }

  package struct EffectsRunning: ModuleQuestion {
    package static let method = "effects/running"
    package static let changesModule = false
    package typealias Answer = RunningEffects
    package init() {}

    package func answer(by module: LoadedModule) -> Answer { RunningEffects(effects: module.effects.runningEffects) }
    package func known(from snapshot: ModuleSnapshot) -> Answer? { snapshot.isIdle ? RunningEffects(effects: []) : nil }
  }

  /// Answered with the effects it cancelled.
  package struct EffectsCancelAll: ModuleQuestion {
    package static let method = "effects/cancelAll"
    package typealias Answer = RunningEffects
    package init() {}

    package func answer(by module: LoadedModule) -> Answer { RunningEffects(effects: module.effects.cancelAll()) }
  }

  /// The events since the last drain, oldest first.
  package struct EffectsDrain: ModuleQuestion {
    package static let method = "effects/drain"
    package static let changesModule = false
    package struct Answer: Codable, Sendable { package var events: [ModuleEvent] }
    package init() {}

    package func answer(by module: LoadedModule) -> Answer { Answer(events: module.effects.drainEvents()) }
    package func known(from snapshot: ModuleSnapshot) -> Answer? {
      snapshot.isIdle && !snapshot.pendingEvents ? Answer(events: []) : nil
    }
    package func update(_ snapshot: inout ModuleSnapshot?, with answer: Answer) { snapshot?.pendingEvents = false }
  }

  /// Whether a run of the same action fed back is one event (the default) or each is its own,
  /// with its own states (`advance --each`, `teststore on`).
  package struct EffectsFolding: ModuleQuestion {
    package static let method = "effects/folding"
    package static let isLaterAddition = true
    package static let changesModule = false
    package typealias Answer = Done
    package var folds: Bool

    package func answer(by module: LoadedModule) -> Answer {
      module.effects.foldsReceivedActions = folds
      return Done()
    }
    /// A plugin that predates it keeps folding: `receive` then takes a run's actions one by one,
    /// and shows the run's change with its last.
    package func standIn(by session: any ModuleSession) -> Answer? { Done() }
  }

  /// What `effects/running` and `effects/cancelAll` answer.
  package struct RunningEffects: Codable, Sendable {
    package var effects: [EffectRuntime.RunningEffect]
  }
}

extension ModuleSession {
  /// The command being run; effects launched now are attributed to it.
  package func attributeEffects(to origin: EffectOrigin) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.EffectsAttribute(origin: origin))
  }

  /// Lets effects run until they are quiet, waiting at most `ioBudget` for real work.
  package func settle(ioBudget: Duration) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.EffectsSettle(nanoseconds: ioBudget.nanoseconds))
  }

  /// Waits until no effect runs, at most `timeout`; true when none does.
  package func finish(timeout: Duration) async throws(CommandError) -> Bool {
    try await ask(ModuleQuestions.EffectsFinish(nanoseconds: timeout.nanoseconds)).finished
  }

  /// Waits at most `timeout` for the next thing an effect does.
  package func awaitActivity(timeout: Duration) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.EffectsAwait(nanoseconds: timeout.nanoseconds))
  }

  package var runningEffects: [EffectRuntime.RunningEffect] {
    get async throws(CommandError) { try await ask(ModuleQuestions.EffectsRunning()).effects }
  }

  package func cancelAllEffects() async throws(CommandError) -> [EffectRuntime.RunningEffect] {
    try await ask(ModuleQuestions.EffectsCancelAll()).effects
  }

  package func drainEvents() async throws(CommandError) -> [ModuleEvent] { try await ask(ModuleQuestions.EffectsDrain()).events }

  package func foldReceivedActions(_ folds: Bool) async throws(CommandError) {
    _ = try await ask(ModuleQuestions.EffectsFolding(folds: folds))
  }
}
