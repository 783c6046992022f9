import Foundation

/// Dependencies that answer through a completion handler (URLSession's data tasks, a
/// callback-based SDK): the sandbox waits for the handler as it waits for an effect, and prints
/// its call when it comes, with the change it made, as an action fed back:
/// `<- completionHandler(data: "[3]", response: 200, error: nil)`.
///
/// ```swift
/// // The adapter the system under test holds as its dependency: each call's handler is watched.
/// func dataTask(with url: URL, completionHandler: @escaping Handler) -> URLSessionDataTask {
///   let watch = handlers.watch()
///   return current.dataTask(with: url) { data, response, error in
///     watch.complete(describing: "completionHandler(…)") { completionHandler(data, response, error) }
///   }
/// }
/// // The module, in its `init`: what the handlers change is shown against its state, which the
/// // environment reads once the module is made.
/// let handlers = CompletionHandlers(environment: environment)
/// // An effect: the request is made, and the effect lasts until its handler has run (real
/// // I/O, which the sandbox waits for up to its settle time, when the dependency is real).
/// try await RealWork.perform { await handlers.answer { game.reset() } }
/// ```
@MainActor
public final class CompletionHandlers {
  private weak var effects: EffectRuntime?
  /// Reads the module's state, for the change each handler made.
  private let state: @MainActor () -> any Sendable
  /// The wait of the `answer(_:)` under way, until the call it makes takes it (`watch()`).
  private var awaiting: Signal?

  /// The handlers of a module's dependencies. Made in the module's `init`, before the module
  /// can be read, so the state comes from the environment, which reads the module once it is
  /// made: no module has to hand its state over, so none can forget to.
  public convenience init(environment: ModuleEnvironment) {
    // Weakly: the module holds these handlers, and its environment must go when it goes.
    self.init(effects: environment.effects) { [weak environment] in environment?.moduleState() ?? () }
  }

  /// Handlers whose changes are read from `state` (tests, with a model of their own).
  package init(effects: EffectRuntime, state: @escaping @MainActor () -> any Sendable) {
    self.effects = effects
    self.state = state
  }

  /// Runs `start`, which makes a call, and returns once the handler that call was given has run
  /// (with whatever it sent to the main queue); at once when `start` made no call; or when the
  /// waiting effect is cancelled.
  public func answer(_ start: () -> Void) async {
    let signal = Signal()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        signal.wait(continuation)
        awaiting = signal
        start()
        if awaiting === signal {
          awaiting = nil
          signal.fire()
        }
      }
    } onCancel: {
      signal.fire()
    }
  }

  /// A call is being made: its handler is watched, and ends the wait of the `answer(_:)` that
  /// made it, if one did.
  public func watch() -> Watch {
    defer { awaiting = nil }
    return Watch(signal: awaiting, record: Record(effects: effects, state: state))
  }

  /// One call's handler.
  public struct Watch: Sendable {
    fileprivate let signal: Signal?
    fileprivate let record: Record

    /// Runs the system under test's `handler`, on whatever thread the dependency answered:
    /// main-queue blocks run in order, so the state is read before it, after it and after
    /// what it sent to the main queue itself.
    public func complete(describing call: String, _ handler: () -> Void) {
      let record = record
      DispatchQueue.main.async { MainActor.assumeIsolated { record.begin() } }
      handler()
      DispatchQueue.main.async {
        MainActor.assumeIsolated { record.end(call) }
        signal?.fire()
      }
    }
  }

  /// The state before one handler ran, until its change is reported.
  fileprivate final class Record: @unchecked Sendable {
    // Touched on the main actor only (`begin`, `end`).
    private weak var effects: EffectRuntime?
    private let state: @MainActor () -> any Sendable
    private var before: (any Sendable)?

    init(effects: EffectRuntime?, state: @escaping @MainActor () -> any Sendable) {
      self.effects = effects
      self.state = state
    }

    @MainActor func begin() {
      before = state()
    }

    @MainActor func end(_ call: String) {
      guard let effects, let before else { return }
      effects.received(call, before: before, after: state())
    }
  }

  /// Resumes the waiting effect exactly once: when the handler has run, when no call was made,
  /// or when the effect is cancelled.
  fileprivate final class Signal: Sendable {
    private struct Waiting {
      var continuation: CheckedContinuation<Void, Never>?
      var fired = false
    }

    private let waiting = Guarded(Waiting())

    func wait(_ continuation: CheckedContinuation<Void, Never>) {
      let firedAlready = waiting.withLock { waiting in
        if !waiting.fired { waiting.continuation = continuation }
        return waiting.fired
      }
      if firedAlready { continuation.resume() }
    }

    func fire() {
      let continuation = waiting.withLock { waiting in
        waiting.fired = true
        defer { waiting.continuation = nil }
        return waiting.continuation
      }
      continuation?.resume()
    }
  }
}
