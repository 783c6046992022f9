import ConcurrencyExtras
import IssueReporting

/// Runs and tracks the effects of one module instance: what is in flight and which command
/// started it, cancellation by id, the actions effects feed back, and letting effects run
/// until they are finished or suspended before the engine prints a result.
///
/// Everything runs on the main actor; the sandbox runs under `withMainSerialExecutor`, so
/// effects interleave in the same order every time and replays print the same thing.
@MainActor
public final class EffectRuntime {
  public struct RunningEffect: Equatable, Sendable {
    public let id: Int
    public let origin: EffectOrigin
    /// The id given to `.cancellable(id:)`, as text.
    public let cancelID: String?
  }

  /// The command being executed; effects launched now are attributed to it.
  public var origin = EffectOrigin(input: "", command: "", line: 0)
  /// Reads the module's state for the snapshots in events; the engine points it at the module.
  public var snapshot: @MainActor () -> any Sendable = { () }
  /// Actions one `settle` may receive before the busiest effect is judged a runaway (a timer on
  /// a clock that never waits) and cancelled.
  public var runawayLimit = 1_000

  private var running: [Int: (effect: RunningEffect, cancelID: AnyHashableSendable?, task: Task<Void, Never>)] = [:]
  private var nextID = 1
  private var receivedByEffect: [Int: Int] = [:]
  private let inbox = EventInbox()
  private let realWork = RealWorkTracker()
  /// Grows whenever anything observable happens; `settle` stops once it stands still.
  private let activity = LockIsolated(0)

  public init() {}

  /// The issue reporter that turns reported issues into `FAIL:` events of this runtime.
  public nonisolated var issueReporter: any IssueReporter {
    let activity = self.activity
    return IssueCapture(inbox: inbox, onReport: { activity.withValue { $0 += 1 } })
  }

  // MARK: - Launching and cancelling

  @discardableResult
  public func launch(
    cancelID: AnyHashableSendable? = nil,
    operation: @escaping @Sendable () async throws -> Void
  ) -> Int {
    let id = nextID
    nextID += 1
    let effect = RunningEffect(id: id, origin: origin, cancelID: cancelID.map { "\($0.base)" })
    let tracker = realWork
    let task = Task { [weak self] in
      do {
        try await EffectRuntime.$currentEffect.withValue(id) {
          try await RealWork.$tracker.withValue(tracker) {
            try await operation()
          }
        }
      } catch is CancellationError {
      } catch {
        self?.effectThrew(id, error)
      }
      self?.effectEnded(id)
    }
    running[id] = (effect, cancelID, task)
    bump()
    return id
  }

  public func cancel(id cancelID: AnyHashableSendable) {
    for entry in running.values where entry.cancelID == cancelID {
      entry.task.cancel()
    }
    bump()
  }

  /// Cancels everything in flight (unload, reset) and returns what was running.
  @discardableResult
  public func cancelAll() -> [RunningEffect] {
    let effects = runningEffects
    for entry in running.values { entry.task.cancel() }
    running.removeAll()
    return effects
  }

  /// In the order they were started.
  public var runningEffects: [RunningEffect] {
    running.values.map(\.effect).sorted { $0.id < $1.id }
  }

  // MARK: - Events

  @TaskLocal static var currentEffect: Int?

  /// Records an action an effect fed back, with the state before and after it was reduced.
  public func received(_ action: String, before: any Sendable, after: any Sendable) {
    if let effect = EffectRuntime.currentEffect {
      receivedByEffect[effect, default: 0] += 1
    }
    inbox.append(.received(action: action, before: before, after: after))
    bump()
  }

  /// Events since the last drain, in the order they happened.
  public func drainEvents() -> [ModuleEvent] {
    inbox.drain()
  }

  private func effectThrew(_ id: Int, _ error: any Error) {
    guard let origin = running[id]?.effect.origin else { return }
    // `unimplemented` already reported an issue before throwing; one FAIL line is enough.
    if error is UnimplementedFailure { return }
    inbox.append(.effectFailed(origin, error: String(describing: error)))
  }

  private func effectEnded(_ id: Int) {
    guard let entry = running.removeValue(forKey: id) else { return }
    receivedByEffect[id] = nil
    inbox.append(.effectFinished(entry.effect.origin, after: snapshot()))
    bump()
  }

  private func bump() {
    activity.withValue { $0 += 1 }
  }

  // MARK: - Letting effects run

  /// Lets effects run until every one has finished or is suspended on something that will not
  /// move by itself (a test clock, a real clock's next tick), waiting at most `ioBudget` for
  /// real I/O in flight. Stops an effect that keeps feeding actions back without pausing.
  public func settle(ioBudget: Duration = .seconds(1)) async {
    // Nothing in flight can feed anything back: the common case costs nothing.
    guard !running.isEmpty else { return }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: ioBudget)
    receivedByEffect.removeAll()
    var quietRounds = 0
    while quietRounds < 2, !running.isEmpty {
      let before = activity.value
      // More yields than swift-clocks' megaYield (20) spends inside one sleep, so an effect
      // that is still busy shows activity within a round.
      await Task.megaYield(count: Self.yieldsPerRound)
      if activity.value != before {
        quietRounds = 0
        if stopRunawayEffect() {
          // One more round lets the cancelled effect wind down and report its end.
          await Task.megaYield(count: Self.yieldsPerRound)
          break
        }
        continue
      }
      if realWork.inFlight > 0, clock.now < deadline {
        try? await clock.sleep(for: .milliseconds(1))
        continue
      }
      quietRounds += 1
    }
  }

  static let yieldsPerRound = 32

  /// Waits, up to `timeout` of real time, for every effect to end. Returns whether they did.
  public func finish(timeout: Duration) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      await settle(ioBudget: .milliseconds(10))
      if running.isEmpty { return true }
      if clock.now >= deadline { return false }
      try? await clock.sleep(for: .milliseconds(2))
    }
  }

  /// Real I/O the effects of this runtime are waiting on.
  public var realWorkInFlight: Int { realWork.inFlight }

  private func stopRunawayEffect() -> Bool {
    guard let (id, count) = receivedByEffect.max(by: { $0.value < $1.value }), count > runawayLimit,
      let entry = running[id]
    else { return false }
    entry.task.cancel()
    inbox.append(.issue(
      "an effect returned for \(entry.effect.origin.input) fed back \(count) actions without waiting; it was cancelled (is its clock immediate?)"
    ))
    receivedByEffect.removeAll()
    bump()
    return true
  }
}
