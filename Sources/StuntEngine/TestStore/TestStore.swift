import StuntKit

/// TCA's TestStore over the loaded instance: the actions its effects fed back that no `receive`
/// asserted yet, the effects `skip effects` stopped waiting for, and the rules of `send`,
/// `receive`, `skip`, `finish` and leaving a module over them, exhaustivity included. The
/// commands call it; nothing else changes what it holds. A new one comes with every instance
/// the sandbox loads (`InstanceBookkeeping`).
///
/// With `teststore on` the actions queue, as TestStore queues them: the module has reduced each
/// already, but the state the session shows stays the state before the first of them until
/// `receive` asserts it. With `teststore off` each prints as it arrives, and `receive` asserts
/// the printed ones by name, in order.
@MainActor
final class TestStore {
  /// The actions fed back that no `receive` asserted yet.
  private(set) var received = ReceivedActions()
  /// The effects `skip effects` let go, as `skipInFlightEffects` empties TestStore's list: they
  /// run on, and what they send is still received, but `finish` and the end of the session no
  /// longer wait for them or report them.
  private(set) var skippedEffects: Set<Int> = []

  /// The state the session shows while actions queue: the state before the first of them.
  var held: StateNode? { received.held }

  /// Queues or notes what effects did (`ReceivedActions.take`).
  func take(_ events: [ModuleEvent], queues: Bool) -> (shown: [ModuleEvent], queuedLines: [String]) {
    received.take(events, queues: queues)
  }

  /// Nothing received is asserted any more: `teststore` switched, the module failed or goes.
  func letGo() {
    received.removeAll()
  }

  /// The effects still running that the store waits for: all but those `skip effects` let go.
  func awaited(_ running: [EffectRuntime.RunningEffect]) -> [EffectRuntime.RunningEffect] {
    running.filter { !skippedEffects.contains($0.id) }
  }

  // MARK: - send and set

  /// TestStore's rule that a test asserts every action received before it sends another: with
  /// `teststore on` and actions waiting, "Must handle 1 received action before sending an
  /// action." fails under exhaustivity `on`, as TestStore reports it, and is said under
  /// `showSkippedAssertions`; either way the actions are let go, their change shown, and the
  /// command goes on, as TestStore's `send` does after its failure.
  func letGoBeforeChanging(_ module: any ModuleSession, doing: String, _ context: CommandContext) async throws(CommandError) {
    let settings = context.settings
    let count = settings.testStore ? received.count : 0
    guard count > 0 else { return }
    let held = try await context.sandbox.state(of: module)
    let details = received.unhandledDetails
    let unhandled = received.removeAll()
    if settings.exhaustivity.isOn {
      context.fail("Must handle \(count.counted("received action")) before \(doing).", details: details)
    } else if settings.exhaustivity.showsSkipped {
      context.print(Self.skipped(ReceivedActions.skipped(count)))
      context.print(unhandled.map { "  " + $0 })
    }
    let shows = settings.exhaustivity.isOn || settings.exhaustivity.showsSkipped
    let change = try await context.sandbox.heldChange(of: module, from: held, unchanged: nil)
    if shows { context.print(change) }
  }

  // MARK: - receive

  /// How waiting for an action fed back ended.
  enum ReceiveWait {
    case arrived
    /// Nothing is queued that would do, and no effect is running that could send it: TestStore
    /// fails at once rather than waiting out its timeout.
    case nothingCanArrive
    case timedOut
    case interrupted
  }

  /// Lets effects run, printing what they do as it comes, until an action `expected` asserts
  /// has arrived (under exhaustivity `on`, any action), nothing could send one any more,
  /// `timeout` of real time has passed, or Ctrl-C. Between settles it waits for what effects
  /// do next (`awaitActivity`), not for a while.
  func waitForReceived(
    _ expected: ExpectedAction, _ module: any ModuleSession, _ context: CommandContext, timeout: Duration
  ) async throws(CommandError) -> ReceiveWait {
    let exhaustive = context.settings.exhaustivity.isOn
    let ready = { [unowned self] in
      exhaustive ? received.next != nil : received.descriptions.contains(where: expected.matches)
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !ready() {
      guard !Task.isCancelled else { return .interrupted }
      try await module.settle(ioBudget: .milliseconds(10))
      let late = await context.sandbox.lateEvents(queued: false)
      context.print(late.lines)
      if late.status == .failed { context.markFailed() }
      if ready() { break }
      if try await module.runningEffects.isEmpty, !(try await module.hasEvents) { return .nothingCanArrive }
      guard clock.now < deadline else { return .timedOut }
      try await module.awaitActivity(timeout: deadline - clock.now)
    }
    return .arrived
  }

  /// Takes the next action and checks it against `expected`; under exhaustivity `off` the ones
  /// before the first that matches go first. With `teststore on` the state moves past it, with
  /// its diff, whether it matched or not: TestStore applies what came.
  func receive(_ expected: ExpectedAction, _ module: any ModuleSession, _ context: CommandContext) async throws(CommandError) {
    let settings = context.settings
    let before = try await context.sandbox.state(of: module)
    if !settings.exhaustivity.isOn { skip(until: expected, context) }
    guard let taken = received.takeNext() else { return }
    if !expected.matches(taken.description) {
      let later = received.descriptions.contains(where: expected.matches)
      context.fail("Received unexpected action\(later ? " before this one" : ""): \(taken.description) — expected \(expected)")
    } else if !settings.testStore {
      context.print(OutcomeMark.ok.line("received \(taken.description)"))
    }
    guard settings.testStore else { return }
    context.print("<- " + taken.description)
    try await context.showHeldChange(of: module, from: before)
  }

  /// Exhaustivity off: the actions before the first that matches go, said only when
  /// `showSkippedAssertions` asks for it.
  private func skip(until expected: ExpectedAction, _ context: CommandContext) {
    var skipped: [String] = []
    while let next = received.next, !expected.matches(next), let taken = received.takeNext() {
      skipped.append(taken.description)
    }
    guard !skipped.isEmpty, context.settings.exhaustivity.showsSkipped else { return }
    context.print(Self.skipped(ReceivedActions.skipped(skipped.count)))
    context.print(skipped.map { "  <- " + $0 })
  }

  // MARK: - skip

  /// `skip received`: the actions waiting go, the state moves past them with its diff.
  func skipReceived(strict: Bool, _ module: any ModuleSession, _ context: CommandContext) async throws(CommandError) {
    let count = received.count
    guard count > 0 else { return Self.nothingToSkip("There were no received actions to skip.", strict: strict, context) }
    let before = try await context.sandbox.state(of: module)
    let skipped = received.removeAll()
    context.print(ReceivedActions.skipped(count))
    context.print(skipped.map { "  " + $0 })
    if context.settings.testStore { try await context.showHeldChange(of: module, from: before) }
  }

  /// `skip effects`: the store stops waiting for the effects in flight, as `skipInFlightEffects`
  /// does; they are not cancelled (`effects cancel` does that).
  func skipEffects(strict: Bool, _ module: any ModuleSession, _ context: CommandContext) async throws(CommandError) {
    let running = awaited(try await module.runningEffects)
    guard !running.isEmpty else { return Self.nothingToSkip("There were no in-flight effects to skip.", strict: strict, context) }
    skippedEffects.formUnion(running.map(\.id))
    context.print("\(running.count) in-flight effect\(running.count == 1 ? " was" : "s were") skipped, originating from:")
    context.print(running.map { "  " + EffectsCommand.describe($0) })
    context.print("(\(running.count == 1 ? "it runs" : "they run") on: what \(running.count == 1 ? "it sends" : "they send") is still received)")
  }

  /// Strict, as TestStore's default, a failure; `strict=false`, only said.
  private static func nothingToSkip(_ message: String, strict: Bool, _ context: CommandContext) {
    if strict { context.fail(message) } else { context.print(message) }
  }

  /// A check exhaustivity `off showSkippedAssertions` let go, said without failing.
  static func skipped(_ message: String) -> String {
    "skipped: " + message
  }

  // MARK: - finish and leaving

  /// TestStore's check, as it finishes and as the store goes, that every action received was
  /// asserted: FAIL under exhaustivity `on`, said as skipped under `showSkippedAssertions`,
  /// nothing under plain `off`. The actions stay queued: `receive` may still take them.
  func unasserted(_ settings: SandboxSettings) -> TimelineRenderer {
    let count = settings.testStore ? received.count : 0
    guard count > 0 else { return TimelineRenderer() }
    let details = received.unhandledDetails
    if settings.exhaustivity.isOn {
      return TimelineRenderer(lines: [OutcomeMark.fail.line(Self.unexpected(count))] + details, failed: true)
    }
    return TimelineRenderer(lines: settings.exhaustivity.showsSkipped ? [Self.skipped(Self.unexpected(count))] + details : [])
  }

  /// TestStore's "The store received 2 unexpected actions."
  static func unexpected(_ count: Int) -> String {
    "The store received \(count.counted("unexpected action"))."
  }

  /// Waits, up to `timeout` of real time, until no effect the store waits for runs: TestStore's
  /// `finish`. True when none does.
  func finish(_ module: any ModuleSession, timeout: Duration) async throws(CommandError) -> Bool {
    guard !skippedEffects.isEmpty else { return try await module.finish(timeout: timeout) }
    // The module's own finish would wait for the skipped effects too.
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !Task.isCancelled {
      try await module.settle(ioBudget: .milliseconds(10))
      if awaited(try await module.runningEffects).isEmpty { return true }
      guard clock.now < deadline else { return false }
      try await module.awaitActivity(timeout: deadline - clock.now)
    }
    return false
  }

  /// What leaving `module` costs, as TestStore reports it when a test ends: each effect it
  /// waits for still running (cancelled now: all are) and the actions never asserted, which
  /// fail under exhaustivity `on`; under `off` the effects `unload` and `reset` cancel are still
  /// said, and `showSkippedAssertions` says the rest.
  func leave(_ module: any ModuleSession, _ how: Sandbox.Leaving, _ settings: SandboxSettings) async throws(CommandError) -> [String] {
    var lines: [String] = []
    let exhaustivity = settings.exhaustivity
    for effect in awaited(try await module.cancelAllEffects()) {
      let message = Self.stillRunning(effect) + how.cancelled
      if exhaustivity.isOn {
        lines.append(OutcomeMark.fail.line(message))
      } else if how != .end || exhaustivity.showsSkipped {
        lines.append(how == .end ? Self.skipped(message) : message)
      }
    }
    lines += unasserted(settings).lines
    letGo()
    return lines
  }

  /// TCA's "An effect returned for this action is still running".
  static func stillRunning(_ effect: EffectRuntime.RunningEffect) -> String {
    "an effect returned for \(effect.origin.input) is still running "
      + "(started by `\(effect.origin.command)`, \(effect.origin.location))"
  }
}
