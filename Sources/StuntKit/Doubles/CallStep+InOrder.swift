extension CallStep {
  /// `verify order`, by Mockito's rule for `InOrder` (`InOrderImpl`, `findMatchingChunk`): each
  /// step verifies calls after the last call an earlier step verified, and counts them as
  /// `inOrder.verify(f, times(n))` does. Other calls may come between the steps, and a step
  /// may repeat. `inOrder(f, g)` sees only the calls of the mocks it is given: here, the
  /// doubles the steps name.
  ///
  /// Returns the calls the steps verified, in order, or the first step that broke the order.
  package static func follow(_ steps: [CallStep], in log: [CallLog.Call]) -> Result<[CallLog.Call], CallOrderViolation> {
    let doubles = Set(steps.map(\.double))
    let calls = log.filter { doubles.contains($0.double) }
    var start = calls.startIndex
    var verified: [CallLog.Call] = []
    for (index, step) in steps.enumerated() {
      let taken = step.chunk(of: calls, after: start)
      guard step.count.isMet(by: taken.count) else {
        let reason: CallOrderViolation.Reason =
          if !taken.isEmpty { .calledTimes(taken.count) }
          else if calls.contains(where: step.matches) { .notAfterPrevious }
          else { .neverCalled }
        return .failure(
          CallOrderViolation(
            steps: steps, failedStep: index, reason: reason,
            recorded: calls.filter { call in steps.contains { $0.matches(call) } }))
      }
      verified += taken.map { calls[$0] }
      // A step of no calls (`never`) verifies none, so the next one looks from the same place.
      if let last = taken.last { start = last + 1 }
    }
    return .success(verified)
  }

  /// Where the calls this step verifies are, among those from `start` on (Mockito's
  /// `findMatchingChunk`). Exactly n: the first unbroken run of matching calls when it has n of
  /// them, else every matching call, so a count too many or too few shows, as Mockito's
  /// "Wanted 1 time … But was 2 times" (a call of the same doubles that does not match breaks
  /// a run). A range (`atLeast`): every matching call, as `inOrder.verify(f, atLeast(n))`.
  private func chunk(of calls: [CallLog.Call], after start: Int) -> [Int] {
    let unverified = calls.indices[start...]
    let matching = unverified.filter { matches(calls[$0]) }
    guard case .exactly(let wanted) = count else { return matching }
    let run = unverified.drop { !matches(calls[$0]) }.prefix { matches(calls[$0]) }
    return run.count == wanted ? Array(run) : matching
  }
}
