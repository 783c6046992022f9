import StuntKit

/// Replays a script somewhere: in this process, or in a worker process that can be killed.
public protocol ScriptRunner: Sendable {
  func run(_ script: ReplayScript, timeout: Duration) async -> Result<ReplayTranscript, ReplayFailure>
}

/// Why a script produced no transcript.
public enum ReplayFailure: Error, Equatable, Sendable, CustomStringConvertible {
  case timedOut(Duration)
  case workerFailed(String)

  public var description: String {
    switch self {
    case .timedOut(let limit): "timed out after \(DurationText.text(limit)) (a runaway effect? raise it with --timeout or `% timeout`)"
    case .workerFailed(let reason): "the replay worker failed: \(reason)"
    }
  }
}
