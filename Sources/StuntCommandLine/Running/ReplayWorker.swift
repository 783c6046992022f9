import ConcurrencyExtras
import Foundation
import StuntEngine
import StuntKit
import StuntSession

/// `stunt replay --worker`: reads a `ReplayJob` as JSON on stdin, replays it in a fresh sandbox
/// on the main serial executor and judges it, keeping each step in the progress file its parent
/// made (`ReplayProgress`: so a time limit can tell which command or expectation hung), then
/// writes the verdict as JSON.
@MainActor
enum ReplayWorker {
  static func run(_ plugins: PluginChoice) async {
    OutputChannel.claim()
    guard let job = readJob() else {
      ErrorLine.write("the replay worker expects a job as JSON on stdin")
      Foundation.exit(2)
    }
    exitWithParent()
    let session = await SessionModules(plugins, isolated: plugins.isolatesBuiltIns(inReplayWorker: true))
    await MainSerialExecutor.run {
      let runner = InProcessScriptRunner {
        let sandbox = Sandbox(modules: session.modules, backend: StuntTool.current.makeBackend())
        sandbox.catalog.leftOutPlugins = session.problems
        return sandbox
      }
      let progress = ReplayProgress.Recorder(path: ProcessInfo.processInfo.environment[ReplayProgress.variable])
      let verdict = await runner.judge(job, progress: progress.record)
      OutputChannel.write((try? JSONEncoder().encode(verdict)) ?? Data())
    }
    await session.catalog?.stop()
  }

  /// The job on stdin: its first line, or all of it when its input ends without one (a worker
  /// started by hand). Read in a function of its own, so the bytes are gone before the replay
  /// starts rather than kept in the async frame until the process exits.
  static func readJob() -> ReplayJob? {
    try? JSONDecoder().decode(ReplayJob.self, from: StandardInput.firstLine())
  }

  /// A worker whose `stunt replay` died (cancelled in CI, crashed) stops too, instead of
  /// running on under init. `stunt replay` holds the worker's input open after the job for as
  /// long as it lives (`WorkerScriptRunner`), so its death is the end of that input: one
  /// blocking read, woken by the kernel, whenever and however the parent ends.
  static func exitWithParent() {
    guard ProcessInfo.processInfo.environment[WorkerScriptRunner.heldInputVariable] != nil else { return }
    Thread.detachNewThread {
      StandardInput.waitForEnd()
      _exit(3)
    }
  }
}
