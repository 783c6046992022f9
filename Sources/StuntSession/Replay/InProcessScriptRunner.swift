/// Replays scripts in this process, each in a fresh host: what a worker process does, and
/// what tests use.
public struct InProcessScriptRunner: ScriptRunner {
  let makeHost: @MainActor @Sendable () -> any SessionHost

  public init(makeHost: @escaping @MainActor @Sendable () -> any SessionHost) {
    self.makeHost = makeHost
  }

  public func run(_ script: ReplayScript, timeout: Duration) async -> Result<ReplayTranscript, ReplayFailure> {
    .success(await replay(script))
  }

  @MainActor
  public func replay(_ script: ReplayScript) async -> ReplayTranscript {
    let host = makeHost()
    host.isExhaustive = script.isExhaustive
    var outputs: [CommandOutput] = []
    for command in script.commands {
      let output = await host.run(command)
      outputs.append(output)
      if output.outcome == .quit { break }
    }
    return ReplayTranscript(outputs: outputs, end: await host.finish())
  }
}
