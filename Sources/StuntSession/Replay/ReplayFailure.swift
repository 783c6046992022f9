import StuntKit

/// Why a script produced no complete transcript.
public enum ReplayFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// Killed at its time limit after this many commands had finished.
  case timedOut(Duration, finished: Int)
  /// Killed at its time limit while matching the output of the command at this file line.
  case matchingTimedOut(Duration, line: Int)
  /// The worker could not start (`finished` nil) or died (a trap in a module's code) after
  /// this many commands had finished.
  case workerFailed(String, finished: Int?)

  public var description: String {
    switch self {
    case .timedOut(let limit, _):
      "did not finish within \(DurationText.text(limit)) and was stopped (a runaway effect? raise it with --timeout or `% timeout`)"
    case .matchingTimedOut(let limit, _):
      "had its output, but matching it with the expected lines did not finish within \(DurationText.text(limit)) and was stopped (a `(re)` line that backtracks?)"
    case .workerFailed(let reason, _): "the replay worker failed: \(reason)"
    }
  }
}
