/// Replays a script somewhere: in this process, or in a worker process that can be killed.
public protocol ScriptRunner: Sendable {
  /// - Parameter folder: the folder of the session file, where its relative paths
  ///   (`run setup.txt`) are resolved.
  func run(_ script: ReplayScript, in folder: String, timeout: Duration) async -> Result<ReplayTranscript, ReplayFailure>
}
