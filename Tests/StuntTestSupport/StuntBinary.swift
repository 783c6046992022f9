import Foundation
import Synchronization

/// The `stunt` executable built beside the tests (`swift build` builds it; `make test` runs that first).
public enum StuntBinary {
  public static var url: URL {
    get throws {
      let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("stunt")
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
      for candidate in [beside, root.appendingPathComponent(".build/debug/stunt")]
      where FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
      throw Missing()
    }
  }

  /// The package's root folder, where `Samples/` and `README.md` are.
  public static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String { "the stunt executable is not built: run `swift build` (make test does) before `swift test`" }
  }

  /// Runs `stunt` with `input` on a pipe; returns its exit status and what it printed.
  /// A run longer than `timeout` is killed and reported as status -1.
  public static func run(
    _ arguments: [String] = [], input: String = "", environment: [String: String] = [:], directory: URL? = nil,
    timeout: Duration = .seconds(60), executable: URL? = nil
  ) async throws -> (status: Int32, output: String) {
    try await run(
      arguments, bytes: Data(input.utf8), environment: environment, directory: directory, timeout: timeout,
      executable: executable)
  }

  /// - Parameter executable: another build of `stunt` (the benchmarks use the release one).
  public static func run(
    _ arguments: [String] = [], bytes input: Data, environment: [String: String] = [:], directory: URL? = nil,
    timeout: Duration = .seconds(60), executable: URL? = nil
  ) async throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = try executable ?? url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = environment
    environment["PATH"] = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    let finished = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { finished.continuation.yield($0.terminationStatus) }
    try process.run()
    let killed = KillSwitch()
    let watchdog = Task.detached {
      try await Task.sleep(for: timeout)
      killed.pull()
      process.terminate()
    }
    // Blocking reads and writes run on Dispatch threads, never in Swift's small cooperative
    // pool, where they would starve the watchdog.
    let reading = AsyncStream<Data>.makeStream()
    DispatchQueue.global().async {
      reading.continuation.yield(stdout.fileHandleForReading.readDataToEndOfFile())
      reading.continuation.finish()
    }
    DispatchQueue.global().async {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    var data = Data()
    for await chunk in reading.stream { data = chunk }
    var status: Int32 = -1
    for await code in finished.stream {
      status = code
      break
    }
    watchdog.cancel()
    return (killed.isPulled ? -1 : status, String(decoding: data, as: UTF8.self))
  }
}

/// A folder of its own for one test (a HOME for history and ~/.editrc), removed when the
/// test lets go of it.
public final class TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  public var path: String { url.path }

  public func appendingPathComponent(_ component: String) -> URL {
    url.appendingPathComponent(component)
  }
}

/// Set once a watchdog had to kill a process.
final class KillSwitch: Sendable {
  private let pulled = Mutex(false)
  func pull() { pulled.withLock { $0 = true } }
  var isPulled: Bool { pulled.withLock { $0 } }
}
