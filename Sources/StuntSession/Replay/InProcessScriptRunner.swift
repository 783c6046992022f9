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

  /// - Parameter progress: told each command as soon as it has run, then the line of each
  ///   command before its output is matched.
  @MainActor
  public func judge(_ job: ReplayJob, progress: (ReplayProgress.Step) -> Void) async -> ReplayVerdict {
    let document: SessionDocument
    do {
      document = try SessionFiles.parse(job.text, path: job.path)
    } catch {
      // The parent parsed the same text before sending it; this is only a safety net.
      return ReplayVerdict(
        failures: [FileFailure(line: error.line, summary: error.message)], update: nil,
        failuresAfterUpdate: [FileFailure(line: error.line, summary: error.message)])
    }
    var script = ReplayScript(document)
    script.mode.context = script.mode.context ?? job.context
    let transcript = await replay(script) { _ in progress(.ran) }
    return ReplayVerdict.judge(document, transcript, update: job.update) { progress(.matching(line: $0)) }
  }

  /// - Parameter progress: called with each command's report as soon as it is known.
  @MainActor
  public func replay(_ script: ReplayScript, progress: (CommandReport) -> Void) async -> ReplayTranscript {
    let host = makeHost()
    host.mode = script.mode
    host.language = script.language
    host.isReplaying = true
    var outputs: [CommandReport] = []
    var unmetGoals: [FileFailure] = []
    for (index, command) in script.commands.enumerated() {
      for step in script.steps where step.first == index {
        unmetGoals += await Self.heldTooSoon(step, host)
      }
      let output = await host.run(command)
      outputs.append(output)
      progress(output)
      if output.status == .quit { break }
      for step in script.steps where step.last == index {
        for goal in step.goals {
          guard let why = await host.unmet(goal, printed: Array(outputs[step.first...])) else { continue }
          unmetGoals.append(FileFailure(line: goal.line, summary: "the goal `\(goal.text)` does not hold after the step's commands: \(why)"))
        }
      }
    }
    return ReplayTranscript(outputs: outputs, end: await host.finish(), unmetGoals: unmetGoals)
  }

  /// A step whose goals all hold before its commands run is passed by whatever the learner types.
  @MainActor
  static func heldTooSoon(_ step: ReplayScript.Step, _ host: any SessionHost) async -> [FileFailure] {
    for goal in step.goals where await host.unmet(goal, printed: []) != nil { return [] }
    return [FileFailure(line: step.line, summary: "the step's goals already hold before its commands: any command would pass it")]
  }
}
