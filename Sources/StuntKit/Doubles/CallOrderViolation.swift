/// Why `verify order` failed: the step that was never called, not after the one before it, or
/// not as many times as it takes; and the calls of every step in the order they came.
package struct CallOrderViolation: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  package enum Reason: Equatable, Sendable, Codable {
    /// No call of the doubles took the step.
    case neverCalled
    /// Called, but only before the calls the steps before it verified.
    case notAfterPrevious
    /// Called this many times after the step before, not as many as the step takes (Mockito's
    /// "Wanted 1 time … But was 2 times").
    case calledTimes(Int)
  }

  public var steps: [CallStep]
  public var failedStep: Int
  package var reason: Reason
  public var recorded: [CallLog.Call]

  /// `expected a.m then b.n, but b.n was not called after a.m`;
  /// `…, but b.n was called 2 times after a.m, wanted exactly 1 call`
  public var description: String {
    let step = steps[failedStep]
    // The first step looks at every call, so a step found too early has one before it.
    let previous = failedStep > 0 ? steps[failedStep - 1].call : nil
    let reason =
      switch reason {
      case .neverCalled: "\(step.call) was never called"
      case .notAfterPrevious: "\(step.call) was not called after \(previous ?? "the steps before")"
      case .calledTimes(let made):
        "\(step.call) was called \(made.counted("time"))" + (previous.map { " after \($0)" } ?? "") + ", wanted \(step.count.amount)"
      }
    return "expected " + steps.map(\.description).joined(separator: " then ") + ", but " + reason
  }
}
