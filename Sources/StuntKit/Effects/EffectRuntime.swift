import ConcurrencyExtras
import IssueReporting

/// Runs and tracks the effects of one module instance: what is in flight and which command
/// started it, cancellation by id, and the events effects produce (actions fed back, issues,
/// errors). `EffectRuntime+Settle.swift` lets effects run before the engine prints.
///
/// Everything runs on the main actor; the sandbox runs under `MainSerialExecutor.run`, so
/// effects interleave in the same order every time and replays print the same thing.
@MainActor
public final class EffectRuntime {
  public struct RunningEffect: Equatable, Sendable, Codable {
    public let id: Int
    package let origin: EffectOrigin
    /// The id given to `.cancellable(id:)`, as text.
    public let cancelID: String?
  }

  struct Entry {
    let effect: RunningEffect
    let cancelID: AnyHashableSendable?
    let task: Task<Void, Never>
  }

  /// The command being executed; effects launched now are attributed to it.
  package var origin = EffectOrigin(input: "", command: "", line: 0)
  /// Reads the module's state for the snapshots in events; the engine points it at the module.
  public var snapshot: @MainActor () -> StateNode = { .tuple([]) }

  var running: [Int: Entry] = [:]
  var receivedByEffect: [Int: Int] = [:]
  let inbox = EventInbox()
  /// Grows whenever anything observable happens; `settle` stops once it stands still.
  let activity = EffectActivity()
  let realWork: RealWorkTracker
  private var nextID = 1

  public init() {
    realWork = RealWorkTracker(activity: activity)
  }

  /// The issue reporter that turns reported issues into `FAIL:` events of this runtime.
  public nonisolated var issueReporter: any IssueReporter {
    let activity = self.activity
    return IssueCapture(inbox: inbox, onReport: { activity.bump() })
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
    running[id] = Entry(effect: effect, cancelID: cancelID, task: task)
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
    inbox.received(action, before: before, after: after)
    bump()
  }

  /// Reports a problem found while running module code (a double without an answer, a
  /// dummy that was used): it prints as a `FAIL:` line and fails the run.
  public func reportIssue(_ message: String) {
    inbox.append(.issue(message, times: 1))
    bump()
  }

  /// Whether a run of the same action fed back is one event (`<- timerTick x3`, the default)
  /// or each is an event of its own with its own states (`advance --each`, `receive`).
  public var foldsReceivedActions: Bool {
    get { inbox.foldsReceivedActions }
    set { inbox.foldsReceivedActions = newValue }
  }

  /// Whether anything happened since the last drain.
  public var hasEvents: Bool { !inbox.isEmpty }

  /// Events since the last drain, in the order they happened.
  package func drainEvents() -> [ModuleEvent] {
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

  func bump() {
    activity.bump()
  }
}
