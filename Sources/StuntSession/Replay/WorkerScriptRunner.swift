import Foundation

/// Replays each script in a worker process (`stunt replay --worker`): the script goes in as
/// JSON on stdin, the transcript comes back as JSON on stdout. A worker per file gives real
/// parallelism (each process has its own main serial executor) and a time limit that can kill
/// a file whose effect runs away.
public struct WorkerScriptRunner: ScriptRunner {
  let executable: URL
  let arguments: [String]

  public init(executable: URL, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  public func run(_ script: ReplayScript, timeout: Duration) async -> Result<ReplayTranscript, ReplayFailure> {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    let ended = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in ended.continuation.finish() }
    do {
      try process.run()
    } catch {
      return .failure(.workerFailed("cannot start \(executable.lastPathComponent): \(error)"))
    }
    let killed = WorkerWatch()
    let watchdog = Task.detached {
      try await Task.sleep(for: timeout)
      killed.mark()
      process.terminate()
    }
    async let data = output.fileHandleForReading.readToEnd()
    async let errorData = errors.fileHandleForReading.readToEnd()
    let scriptData = (try? JSONEncoder().encode(script)) ?? Data()
    DispatchQueue.global().async {
      try? input.fileHandleForWriting.write(contentsOf: scriptData)
      try? input.fileHandleForWriting.close()
    }
    let (outputData, errorText) = await (data, String(decoding: errorData, as: UTF8.self))
    for await _ in ended.stream {}
    watchdog.cancel()
    if killed.isMarked { return .failure(.timedOut(timeout)) }
    guard process.terminationStatus == 0, let transcript = try? JSONDecoder().decode(ReplayTranscript.self, from: outputData)
    else {
      let tail = errorText.split(separator: "\n").suffix(5).joined(separator: " | ")
      let how = process.terminationReason == .uncaughtSignal
        ? "it was killed by signal \(process.terminationStatus)" : "it exited with \(process.terminationStatus)"
      return .failure(.workerFailed(how + (tail.isEmpty ? "" : ": " + tail)))
    }
    return .success(transcript)
  }
}

/// Set once the watchdog had to kill a worker.
final class WorkerWatch: @unchecked Sendable {
  private let lock = NSLock()
  private var marked = false
  func mark() { lock.withLock { marked = true } }
  var isMarked: Bool { lock.withLock { marked } }
}
