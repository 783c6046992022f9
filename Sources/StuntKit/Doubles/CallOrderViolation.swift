/// Why `verify order` failed: the step that was never called, or not after the one before it,
/// and the calls of every step in the order they came.
package struct CallOrderViolation: Error, Equatable, Sendable, Codable, CustomStringConvertible {
  public var steps: [CallStep]
  public var failedStep: Int
  /// Whether the failed step was called at all (only too early).
  public var wasCalled: Bool
  public var recorded: [CallLog.Call]

  /// `expected a.m then b.n, but b.n was not called after a.m`
  public var description: String {
    let step = steps[failedStep]
    // The first step is found if it was called at all, so a step called too early has one before it.
    let reason = wasCalled ? "\(step) was not called after \(steps[failedStep - 1])" : "\(step) was never called"
    return "expected " + steps.map(\.description).joined(separator: " then ") + ", but " + reason
  }
}
