import ConcurrencyExtras
import Foundation
import StuntEngine
import StuntKit
import StuntSession

/// `stunt replay --worker`: reads a `ReplayJob` as JSON on stdin, replays it in a fresh sandbox
/// on the main serial executor and judges it, writing each `WorkerMessage` as a JSON line as
/// soon as it is known (so a time limit can tell which command or expectation hung), the
/// verdict last.
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
      emit(.verdict(await runner.judge(job, progress: emit)))
    }
    await session.catalog?.stop()
  }

  /// The job on stdin. Read in a function of its own, so the bytes are gone before the replay
  /// starts rather than kept in the async frame until the process exits.
  static func readJob() -> ReplayJob? {
    try? JSONDecoder().decode(ReplayJob.self, from: FileHandle.standardInput.readDataToEndOfFile())
  }

  static func emit(_ message: WorkerMessage) {
    if message == .ran { return OutputChannel.write(ranLine) }
    guard let line = try? JSONEncoder().encode(message) else { return }
    OutputChannel.write(line + Data("\n".utf8))
  }

  /// `ran` as written after every command, made once.
  private static let ranLine = WorkerMessage.ranLine + Data("\n".utf8)

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
