import ArgumentParser
import Foundation
import StuntCommandLine
import StuntGeneratorInterface

/// Building a sandbox package with the user's toolchain and handing the terminal to its stunt.
struct SandboxBuild {
  let folder: URL
  /// The sandbox's executable once built, as the generator names it.
  let executable: URL

  /// `swift build` in the sandbox: its progress goes to standard error, so that a piped
  /// session's transcript on standard output holds only the session. From the sandbox's folder,
  /// in the same environment whichever terminal or folder `stunt sandbox` is run from
  /// (SwiftPMEnvironment), so that a build with nothing to do takes a second, not twelve.
  func build() throws {
    let status = Self.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], outputToStandardError: true, folder: folder,
      environment: SwiftPMEnvironment.stable(ProcessInfo.processInfo.environment, in: folder.path))
    guard status == 0 else {
      FileHandle.standardError.write(Data("error: the sandbox did not build (the compiler's messages are above)\n".utf8))
      throw ExitCode(1)
    }
  }

  /// Replays sessions with `--update missing`, which writes what their commands print where
  /// nothing is written yet and leaves the rest; what it says goes to standard error.
  func fillIn(_ sessions: [String]) {
    let present = sessions.filter { FileManager.default.fileExists(atPath: $0) }
    guard !present.isEmpty else { return }
    _ = Self.run(executable, StuntArguments.fillIn(present), outputToStandardError: true)
  }

  /// Becomes the sandbox's stunt, with the same terminal, folder and environment.
  func exec(_ arguments: [String]) throws -> Never {
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    execv(executable.path, argv)
    FileHandle.standardError.write(Data("error: cannot run \(executable.relativePath): \(String(cString: strerror(errno)))\n".utf8))
    throw ExitCode(1)
  }

  /// Runs a program to its end (in `folder`, with `environment`, when given); its exit status.
  static func run(
    _ program: URL, _ arguments: [String], outputToStandardError: Bool = false, folder: URL? = nil, environment: [String: String]? = nil
  ) -> Int32 {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if let environment { process.environment = environment }
    if outputToStandardError { process.standardOutput = FileHandle.standardError }
    do { try process.run() } catch { return 127 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// What a program printed, as lines; nil if it failed.
  static func output(of program: URL, _ arguments: [String]) -> [String]? {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
