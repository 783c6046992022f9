import Foundation

/// Replays each script in a worker process (`stunt replay --worker`), run in the session
/// file's folder: the script goes in as JSON on stdin; each command's report comes back as a
/// JSON line as soon as it is done, then the end of the session. A worker per file gives real
/// parallelism (each process has its own main serial executor) and a time limit that can kill
/// a file whose effect runs away, and say which command it was running.
public struct WorkerScriptRunner: ScriptRunner {
  let executable: URL
  let arguments: [String]

  /// Tells a worker which process to outlive no longer than.
  public static let parentVariable = "STUNT_REPLAY_PARENT"

  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  public func run(_ script: ReplayScript, in folder: String, timeout: Duration) async -> Result<ReplayTranscript, ReplayFailure> {
    let outcome: ChildProcess.Outcome
    do {
      var environment = ProcessInfo.processInfo.environment
      environment[Self.parentVariable] = String(getpid())
      outcome = try await ChildProcess.outcome(
        executable, arguments: arguments, input: (try? JSONEncoder().encode(script)) ?? Data(), environment: environment,
        directory: URL(fileURLWithPath: folder), timeout: timeout)
    } catch {
      return .failure(.workerFailed("cannot start \(executable.lastPathComponent): \(error)"))
    }
    let reports = outcome.output.split(separator: UInt8(ascii: "\n")).compactMap {
      try? JSONDecoder().decode(CommandReport.self, from: Data($0))
    }
    if outcome.timedOut {
      return .failure(.timedOut(timeout, finished: reports.count))
    }
    // The last line is the end of the session; the ones before are the commands.
    guard outcome.status == 0, let end = reports.last else {
      let tail = String(decoding: outcome.errors, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: " | ")
      let how = outcome.killedBySignal ? "it was killed by signal \(outcome.status)" : "it exited with \(outcome.status)"
      return .failure(.workerFailed(how + (tail.isEmpty ? "" : ": " + tail)))
    }
    return .success(ReplayTranscript(outputs: Array(reports.dropLast()), end: end))
  }
}
