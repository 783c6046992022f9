import ConcurrencyExtras
import Foundation
import StuntBackend
import StuntEngine
import StuntSession

/// `stunt replay --worker`: reads a script as JSON on stdin, replays it in a fresh sandbox on
/// the main serial executor, and writes each command's report as a JSON line as soon as it is
/// done (so a time limit can tell which command hung), then the end of the session.
@MainActor
enum ReplayWorker {
  static func run() async {
    exitWithParent()
    let input = FileHandle.standardInput.readDataToEndOfFile()
    guard let script = try? JSONDecoder().decode(ReplayScript.self, from: input) else {
      FileHandle.standardError.write(Data("error: the replay worker expects a script as JSON on stdin\n".utf8))
      Foundation.exit(2)
    }
    await withMainSerialExecutor {
      let transcript = await InProcessScriptRunner { Sandbox(modules: ModuleRegistry.all, backend: EmbeddedBackend()) }.replay(script) { report in
        emit(report)
      }
      emit(transcript.end)
    }
  }

  static func emit(_ report: CommandReport) {
    guard let line = try? JSONEncoder().encode(report) else { return }
    FileHandle.standardOutput.write(line + Data("\n".utf8))
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
