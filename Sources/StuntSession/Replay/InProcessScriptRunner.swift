/// Replays scripts in this process, each in a fresh host: what a worker process does, and
/// what tests use. It cannot stop a runaway script, so it ignores the time limit (the
/// worker runner, which can kill, applies it) and its working folder.
public struct InProcessScriptRunner: ScriptRunner {
  let makeHost: @MainActor @Sendable () -> any SessionHost

  public init(makeHost: @escaping @MainActor @Sendable () -> any SessionHost) {
    self.makeHost = makeHost
  }

  public func run(_ script: ReplayScript, in folder: String, timeout: Duration) async -> Result<ReplayTranscript, ReplayFailure> {
    .success(await replay(script) { _ in })
  }

  /// - Parameter progress: called with each command's report as soon as it is known.
  @MainActor
  public func replay(_ script: ReplayScript, progress: (CommandReport) -> Void) async -> ReplayTranscript {
    let host = makeHost()
    host.isExhaustive = script.isExhaustive
    host.isReplaying = true
    var outputs: [CommandReport] = []
    for command in script.commands {
      let output = await host.run(command)
      outputs.append(output)
      progress(output)
      if output.status == .quit { break }
    }
    return ReplayTranscript(outputs: outputs, end: await host.finish())
  }
}
