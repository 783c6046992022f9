import Foundation
import StuntFiles

/// Replays and judges each file in a worker process (`stunt replay --worker`), run in the
/// session file's folder: the job goes in as JSON on stdin, the verdict comes back as JSON on
/// stdout, and where the worker had got to is in its progress file (`ReplayProgress`). A worker per file gives real parallelism
/// (each process has its own main serial executor) and a time limit that can kill a file whose
/// effect runs away, or whose `(re)` line backtracks, and say which command it was at.
public struct WorkerScriptRunner: ScriptRunner {
  let executable: URL
  let arguments: [String]

  /// Tells a worker that its input stays open after the job until this process ends, so that
  /// the end of its input is this process's death.
  public static let heldInputVariable = "STUNT_REPLAY_INPUT_HELD"

  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  public func run(_ job: ReplayJob, in folder: String, timeout: Duration) async -> Result<ReplayVerdict, ReplayFailure> {
    let progress: ReplayProgress
    do {
      progress = try ReplayProgress.create()
    } catch {
      return .failure(.workerFailed("cannot make the file it keeps its progress in: \(error.localizedDescription)", finished: nil))
    }
    defer { progress.remove() }
    let outcome: ChildProcess.Outcome
    do {
      var environment = CrashBacktrace.environment(ProcessInfo.processInfo.environment)
      environment[Self.heldInputVariable] = "1"
      environment[ReplayProgress.variable] = progress.path
      outcome = try await ChildProcess.outcome(
        executable, arguments: arguments, input: ((try? JSONEncoder().encode(job)) ?? Data()) + [UInt8(ascii: "\n")],
        holdingInput: true, environment: environment,
        directory: URL(fileURLWithPath: folder.hasPrefix("/") ? folder : CurrentFolder.path + "/" + folder), timeout: timeout)
    } catch {
      return .failure(.workerFailed("cannot start \(executable.lastPathComponent): \(error)", finished: nil))
    }
    if outcome.timedOut {
      let position = progress.read()
      return .failure(position.matching.map { .matchingTimedOut(timeout, line: $0) } ?? .timedOut(timeout, finished: position.finished))
    }
    guard outcome.status == 0, let verdict = try? JSONDecoder().decode(ReplayVerdict.self, from: outcome.output) else {
      let how = outcome.killedBySignal ? "it was killed by signal \(outcome.status)" : "it exited with \(outcome.status)"
      let why = CrashReason.find(in: String(decoding: outcome.errors, as: UTF8.self))
      return .failure(.workerFailed(how + (why.map { ": " + $0 } ?? ""), finished: progress.read().finished))
    }
    return .success(verdict)
  }
}
