import Foundation

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

  struct Missing: Error, CustomStringConvertible {
    var description: String { "the stunt executable is not built: run `swift build` (make test does) before `swift test`" }
  }

  /// Runs `stunt` with `input` on a pipe; returns its exit status and what it printed.
  public static func run(
    _ arguments: [String] = [], input: String, environment: [String: String] = [:]
  ) async throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = try url
    process.arguments = arguments
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
    let reading = Task.detached { stdout.fileHandleForReading.readDataToEndOfFile() }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = await reading.value
    var status: Int32 = -1
    for await code in finished.stream {
      status = code
      break
    }
    return (status, String(decoding: data, as: UTF8.self))
  }

  /// A fresh folder to act as HOME, so history and ~/.editrc are the test's own.
  public static func temporaryHome() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stunt-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
