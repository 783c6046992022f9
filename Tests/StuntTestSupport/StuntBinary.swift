import Foundation
import StuntSession

/// The `stunt` executable built beside the tests (`swift build` builds it; `make test` runs that first).
public enum StuntBinary {
  public static var url: URL {
    get throws {
      let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("stunt")
      for candidate in [beside, packageRoot.appendingPathComponent(".build/debug/stunt")]
      where FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
      throw Missing()
    }
  }

  /// `stunt-generate`, built beside `stunt` (and found beside it, as `stunt sandbox` finds it).
  public static var generator: URL {
    get throws { try url.deletingLastPathComponent().appendingPathComponent("stunt-generate") }
  }

  /// The package's root folder, where `Samples/`, `README.md` and `docs/` are.
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
    var environment = environment
    environment["PATH"] = environment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"]
    Sanitizer.passOptions(into: &environment)
    let outcome = try await ChildProcess.outcome(
      try executable ?? url, arguments: arguments, input: input, environment: environment, directory: directory,
      timeout: timeout)
    // What the program printed on either stream, as a user sees it.
    let printed = String(decoding: outcome.output, as: UTF8.self) + String(decoding: outcome.errors, as: UTF8.self)
    return (outcome.timedOut ? -1 : outcome.status, printed)
  }

  /// Runs a shell command and returns what it printed (for tests that need `&` or `$!`); in
  /// `/bin/bash` when asked, whose `cd` goes deeper than PATH_MAX one folder at a time.
  public static func shell(_ command: String, bash: Bool = false) async throws -> String {
    let outcome = try await ChildProcess.outcome(
      URL(fileURLWithPath: bash ? "/bin/bash" : "/bin/sh"), arguments: ["-c", command], timeout: .seconds(60))
    return String(decoding: outcome.output, as: UTF8.self)
  }
}
