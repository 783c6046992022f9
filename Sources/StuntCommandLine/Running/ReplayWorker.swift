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
    exitWithParent()
    OutputChannel.claim()
    guard let job = readJob() else {
      ErrorLine.write("the replay worker expects a job as JSON on stdin")
      Foundation.exit(2)
    }
    let session = await SessionModules(plugins, isolated: plugins.isolatesBuiltIns(inReplayWorker: true))
    await MainSerialExecutor.run {
      let runner = InProcessScriptRunner {
        let sandbox = Sandbox(modules: session.modules, backend: StuntTool.current.makeBackend())
        sandbox.leftOutPlugins = session.problems
        return sandbox
      }
      let progress = ReplayProgress.Recorder(path: ProcessInfo.processInfo.environment[ReplayProgress.variable])
      let verdict = await runner.judge(job, progress: progress.record)
      OutputChannel.write((try? JSONEncoder().encode(verdict)) ?? Data())
    }
    await session.catalog?.stop()
  }

  /// The job on stdin. Read in a function of its own, so the bytes are gone before the replay
  /// starts rather than kept in the async frame until the process exits.
  static func readJob() -> ReplayJob? {
    try? JSONDecoder().decode(ReplayJob.self, from: FileHandle.standardInput.readDataToEndOfFile())
  }

  /// A worker whose `stunt replay` died (cancelled in CI, crashed) stops too, instead of
  /// running on under init. The parent says who it is: by the time the worker starts, a parent
  /// that died at once would already look like init.
  static func exitWithParent() {
    let parent = ProcessInfo.processInfo.environment[WorkerScriptRunner.parentVariable].flatMap { Int32($0) } ?? getppid()
    if getppid() != parent { _exit(3) }
    Thread.detachNewThread {
      while true {
        usleep(100_000)
        if getppid() != parent { _exit(3) }
      }
    }
  }
}
