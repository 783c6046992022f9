extension EffectRuntime {
  /// How many yields one settle round spends: more than swift-clocks' megaYield (20) spends
  /// inside one sleep, so an effect that is still busy shows activity within a round.
  static let yieldsPerRound = 32
  /// Actions one settle may receive from a single effect before it is judged a runaway (a
  /// timer on a clock that never waits) and cancelled.
  static let runawayActions = 1_000
  /// The longest a settle keeps going while effects stay busy without feeding anything back,
  /// beyond the time allowed for real I/O.
  static let busyLimit: Duration = .seconds(5)

  /// Lets effects run until every one has finished or is suspended on something that will not
  /// move by itself (a test clock, a real clock's next tick), waiting at most `ioBudget` for
  /// real I/O in flight. Stops effects that keep going without ever settling.
  public func settle(ioBudget: Duration = .seconds(1)) async {
    // Nothing in flight can feed anything back: the common case costs nothing.
    guard !running.isEmpty else { return }
    let clock = ContinuousClock()
    let start = clock.now
    let ioDeadline = start.advanced(by: ioBudget)
    let busyDeadline = ioDeadline.advanced(by: Self.busyLimit)
    receivedByEffect.removeAll()
    var quietRounds = 0
    while quietRounds < 2, !running.isEmpty, !Task.isCancelled {
      let before = activity.value
      await Task.megaYield(count: Self.yieldsPerRound)
      if activity.value != before {
        quietRounds = 0
        if stopRunawayEffect() || stopBusyEffects(at: clock.now, deadline: busyDeadline, since: start) {
          // One more round lets the cancelled effects wind down and report their end.
          await Task.megaYield(count: Self.yieldsPerRound)
          break
        }
        continue
      }
      if realWork.inFlight > 0, clock.now < ioDeadline {
        await activity.wait(past: before, until: ioDeadline)
        continue
      }
      quietRounds += 1
    }
  }

  /// Waits, up to `timeout` of real time, for every effect to end. Returns whether they did.
  public func finish(timeout: Duration) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !Task.isCancelled {
      await settle(ioBudget: .milliseconds(10))
      if running.isEmpty { return true }
      if clock.now >= deadline { return false }
      await activity.wait(past: activity.value, until: deadline)
    }
    return running.isEmpty
  }

  /// Waits, up to `timeout` of real time, for the next thing an effect does (an action fed
  /// back, an issue, an effect's end, the end of real I/O): `receive`'s wait between settles.
  /// Returns at once when nothing runs that could do anything, or something happened that was
  /// not drained yet.
  public func awaitActivity(timeout: Duration) async {
    guard !running.isEmpty, inbox.isEmpty else { return }
    await activity.wait(past: activity.value, until: ContinuousClock().now.advanced(by: timeout))
  }

  /// Real I/O the effects of this runtime are waiting on.
  public var realWorkInFlight: Int { realWork.inFlight }

  private func stopRunawayEffect() -> Bool {
    guard let (id, count) = receivedByEffect.max(by: { $0.value < $1.value }), count > Self.runawayActions,
      let entry = running[id]
    else { return false }
    entry.task.cancel()
    reportIssue(
      "an effect returned for \(entry.effect.origin.input) fed back \(count) actions without waiting; it was cancelled (is its clock immediate?)"
    )
    receivedByEffect.removeAll()
    return true
  }

  private func stopBusyEffects(at now: ContinuousClock.Instant, deadline: ContinuousClock.Instant, since start: ContinuousClock.Instant) -> Bool {
    guard now >= deadline else { return false }
    let stopped = cancelAll()
    reportIssue(
      "effects kept working for \(DurationText.text(now - start)) without settling; they were cancelled: "
        + stopped.map(\.origin.input).joined(separator: ", "))
    return true
  }
}
