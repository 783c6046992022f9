/// Replays and judges a session file somewhere: in this process, or in a worker process that
/// can be killed at the file's time limit.
public protocol ScriptRunner: Sendable {
  /// - Parameter folder: the folder of the session file, where its relative paths
  ///   (`run setup.txt`) are resolved.
  func run(_ job: ReplayJob, in folder: String, timeout: Duration) async -> Result<ReplayVerdict, ReplayFailure>
}
