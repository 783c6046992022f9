import StuntKit

/// Why a script produced no complete transcript.
public enum ReplayFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// Killed at its time limit after this many commands had finished.
  case timedOut(Duration, finished: Int)
  case workerFailed(String)

  public var description: String {
    switch self {
    case .timedOut(let limit, _):
      "did not finish within \(DurationText.text(limit)) and was stopped (a runaway effect? raise it with --timeout or `% timeout`)"
    case .workerFailed(let reason): "the replay worker failed: \(reason)"
    }
  }
}
