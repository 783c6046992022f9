/// Replays and judges files in this process, each in a fresh host: what a worker process does,
/// and what tests use. It cannot stop a runaway script, so it ignores the time limit (the
/// worker runner, which can kill, applies it) and its working folder.
public struct InProcessScriptRunner: ScriptRunner {
  let makeHost: @MainActor @Sendable () -> any SessionHost

  public init(makeHost: @escaping @MainActor @Sendable () -> any SessionHost) {
    self.makeHost = makeHost
  }

  public func run(_ job: ReplayJob, in folder: String, timeout: Duration) async -> Result<ReplayVerdict, ReplayFailure> {
    .success(await judge(job) { _ in })
  }

  /// - Parameter progress: told each command's report as soon as it is known, then the line of
  ///   each command before its output is matched.
  @MainActor
  public func judge(_ job: ReplayJob, progress: (WorkerMessage) -> Void) async -> ReplayVerdict {
    let document: SessionDocument
    do {
      document = try SessionFiles.parse(job.text, path: job.path)
    } catch {
      // The parent parsed the same text before sending it; this is only a safety net.
      return ReplayVerdict(
        failures: [FileFailure(line: error.line, summary: error.message)], update: nil,
        failuresAfterUpdate: [FileFailure(line: error.line, summary: error.message)])
    }
    let transcript = await replay(ReplayScript(document)) { progress(.report($0)) }
    return ReplayVerdict.judge(document, transcript, update: job.update) { progress(.matching(line: $0)) }
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
