import Foundation
import StuntFiles

/// Runs a program to its end with input on stdin, collecting stdout and stderr, and kills it
/// at a time limit. Blocking pipe reads and writes run on threads of their own: inside a Task
/// they would hold threads of Swift's small cooperative pool and starve everything else, the
/// watchdog included; on Dispatch's global queues, whose pool grows slowly when its threads
/// block, two workers at once could wait a second for a thread.
public enum ChildProcess {
  /// A folder to run in whose path is longer than the system takes.
  public struct FolderTooLong: Error, CustomStringConvertible {
    public let length: Int

    public var description: String {
      "its folder's path is \(length) bytes long, more than the \(PATH_MAX - 1) this system takes; move it to a shorter path"
    }
  }

  public struct Outcome: Sendable {
    public var status: Int32
    public var output: Data
    public var errors: Data
    /// True when the time limit killed it.
    public var timedOut: Bool
    public var killedBySignal: Bool
  }

  /// `holdingInput` keeps the child's input open after `input` until it ends, so that the child
  /// reads the end of its input when this process dies, killed or crashed, and nothing else.
  public static func run(
    _ executable: URL, arguments: [String], input: Data = Data(), holdingInput: Bool = false,
    environment: [String: String]? = nil, directory: URL? = nil, timeout: Duration
  ) throws -> AsyncStream<Outcome> {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory {
      // Foundation stops the program at a folder whose path the system cannot take, and reads
      // a relative one against a current folder it cannot tell past a thousand bytes.
      let relative = directory.relativePath
      let path = relative.hasPrefix("/") ? relative : CurrentFolder.path + (relative.isEmpty || relative == "." ? "" : "/" + relative)
      guard path.utf8.count < PATH_MAX else { throw FolderTooLong(length: path.utf8.count) }
      process.currentDirectoryURL = URL(fileURLWithPath: path, isDirectory: true)
    }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let (stream, continuation) = AsyncStream<Outcome>.makeStream()
    let parts = ChildOutcomeParts { outcome in
      continuation.yield(outcome)
      continuation.finish()
    }
    process.terminationHandler = { process in
      // The parent's end of the input lives as long as the child when it is held open.
      if holdingInput { try? stdin.fileHandleForWriting.close() }
      parts.exited(status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal)
    }
    try process.run()
    Thread.detachNewThread {
      try? stdin.fileHandleForWriting.write(contentsOf: input)
      if !holdingInput { try? stdin.fileHandleForWriting.close() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval) {
      if process.isRunning {
        parts.killedByTimeLimit()
        process.terminate()
      }
    }
    Thread.detachNewThread { parts.errorsRead(stderr.fileHandleForReading.readDataToEndOfFile()) }
    Thread.detachNewThread { parts.outputRead(stdout.fileHandleForReading.readDataToEndOfFile()) }
    return stream
  }

  /// Runs it and waits for the outcome.
  public static func outcome(
    _ executable: URL, arguments: [String], input: Data = Data(), holdingInput: Bool = false,
    environment: [String: String]? = nil, directory: URL? = nil, timeout: Duration
  ) async throws -> Outcome {
    let stream = try run(
      executable, arguments: arguments, input: input, holdingInput: holdingInput, environment: environment,
      directory: directory, timeout: timeout)
    for await outcome in stream { return outcome }
    return Outcome(status: -1, output: Data(), errors: Data(), timedOut: false, killedBySignal: false)
  }
}
