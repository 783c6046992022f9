import Foundation
import StuntFiles

/// Replays and judges each file in a worker process (`stunt replay --worker`), run in the
/// session file's folder: the job goes in as JSON on stdin; `WorkerMessage`s come back as JSON
/// lines as soon as they are known, the verdict last. A worker per file gives real parallelism
/// (each process has its own main serial executor) and a time limit that can kill a file whose
/// effect runs away, or whose `(re)` line backtracks, and say which command it was at.
public struct WorkerScriptRunner: ScriptRunner {
  let executable: URL
  let arguments: [String]

  /// Tells a worker which process to outlive no longer than.
  public static let parentVariable = "STUNT_REPLAY_PARENT"

  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  public func run(_ job: ReplayJob, in folder: String, timeout: Duration) async -> Result<ReplayVerdict, ReplayFailure> {
    let outcome: ChildProcess.Outcome
    do {
      var environment = CrashBacktrace.environment(ProcessInfo.processInfo.environment)
      environment[Self.parentVariable] = String(getpid())
      outcome = try await ChildProcess.outcome(
        executable, arguments: arguments, input: (try? JSONEncoder().encode(job)) ?? Data(), environment: environment,
        directory: URL(fileURLWithPath: folder.hasPrefix("/") ? folder : CurrentFolder.path + "/" + folder), timeout: timeout)
    } catch {
      return .failure(.workerFailed("cannot start \(executable.lastPathComponent): \(error)", finished: nil))
    }
    // One `ran` per command; the rest (matching, the verdict) are few and decoded.
    let decoder = JSONDecoder()
    var finished = 0
    var messages: [WorkerMessage] = []
    for line in outcome.output.split(separator: UInt8(ascii: "\n")) {
      if line.elementsEqual(WorkerMessage.ranLine) {
        finished += 1
      } else if let message = try? decoder.decode(WorkerMessage.self, from: Data(line)) {
        messages.append(message)
      }
    }
    if outcome.timedOut {
      let matching = messages.lazy.compactMap { if case .matching(let line) = $0 { line } else { nil } }.last
      return .failure(matching.map { .matchingTimedOut(timeout, line: $0) } ?? .timedOut(timeout, finished: finished))
    }
    guard outcome.status == 0, case .verdict(let verdict)? = messages.last else {
      let how = outcome.killedBySignal ? "it was killed by signal \(outcome.status)" : "it exited with \(outcome.status)"
      let why = CrashReason.find(in: String(decoding: outcome.errors, as: UTF8.self))
      return .failure(.workerFailed(how + (why.map { ": " + $0 } ?? ""), finished: finished))
    }
    return .success(verdict)
  }
}
