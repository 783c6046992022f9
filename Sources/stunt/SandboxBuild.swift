import ArgumentParser
import Foundation
import StuntCommandLine
import StuntGeneratorInterface
import StuntSession

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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build"]
    process.currentDirectoryURL = folder
    process.environment = SwiftPMEnvironment.stable(ProcessInfo.processInfo.environment, in: folder.path)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    var status: Int32 = 127
    if (try? process.run()) != nil {
      // Passed on as it comes (BuildOutput): a cold build takes minutes, and shows its progress.
      var output = BuildOutput()
      let reading = pipe.fileHandleForReading
      while case let data = reading.availableData, !data.isEmpty { output.take(data) }
      output.finish()
      process.waitUntilExit()
      status = process.terminationStatus
    }
    guard status == 0 else {
      ErrorLine.write("the sandbox did not build (the compiler's messages are above)")
      throw ExitCode(1)
    }
  }

  /// Records where the generator is (`GeneratorInterface.recordedPath`, a symbolic link), for the
  /// StuntDoubles plugin of a build that does not make one: this build, and a `swift test` there.
  func record(_ generator: URL) throws {
    let link = folder.appendingPathComponent(GeneratorInterface.recordedPath)
    let target = generator.resolvingSymlinksInPath().path
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target { return }
    do {
      try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? FileManager.default.attributesOfItem(atPath: link.path)) != nil { try FileManager.default.removeItem(at: link) }
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    } catch {
      ErrorLine.write("cannot record \(GeneratorInterface.program) in \(link.relativePath): \(error.localizedDescription)")
      throw ExitCode(1)
    }
  }

  /// Replays the sessions that have a command with nothing written under it yet (a first
  /// session `stunt sandbox <Type>` wrote, whichever build first succeeded) with `--update
  /// missing`, which writes what their commands print there and leaves the rest; what it says
  /// goes to standard error.
  func fillIn(_ sessions: [String]) {
    let awaiting = sessions.filter { path in
      guard FileManager.default.fileExists(atPath: path), case .success(let document) = SessionFiles.load(path) else { return false }
      return document.commands.contains(where: \.awaitsOutput)
    }
    guard !awaiting.isEmpty else { return }
    _ = Self.run(executable, StuntArguments.fillIn(awaiting), outputToStandardError: true)
  }

  /// Becomes the sandbox's stunt, with the same terminal, folder and environment; `invocation`,
  /// its program name, is what starts it again (`stunt sandbox --`), which its hints name.
  func exec(_ arguments: [String], invocation: String) throws -> Never {
    let argv = ([invocation] + arguments).map { strdup($0) } + [nil]
    Descendants.release()
    execv(executable.path, argv)
    Descendants.endWithThisProcess()
    ErrorLine.write("cannot run \(executable.relativePath): \(String(cString: strerror(errno)))")
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
