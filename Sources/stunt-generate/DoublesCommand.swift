import Foundation
import StuntDoublesGeneration
import StuntFiles

/// `stunt-generate doubles`: writes the doubles of the user's protocols that a sandbox target's
/// files name (`NetworkServiceDoubles`) into one file, as `@Doubles` would have written them
/// beside each protocol (see `GeneratedDoublesFile`). The file is rewritten only when its text
/// changes, so a build where nothing changed compiles nothing again.
///
/// Exit status (`ExitStatus`): 0 when written; 2 for bad arguments (one `error:` line), a file
/// that cannot be read or written, or a protocol whose doubles cannot be generated (a
/// `path:line:column: error:` line for each problem, which the build shows at the protocol's
/// source). The output is written as `stunt` writes a user's files (`AtomicFile`): never over
/// anything but a regular file.
enum DoublesCommand {
  static let usage = DoublesArguments.usage

  static func run(_ words: [String]) -> Int32 {
    let arguments: DoublesArguments
    do throws(UsageError) {
      arguments = try DoublesArguments(words)
    } catch {
      StandardError.write("error: \(error.message); usage: \(DoublesArguments.usage)")
      return ExitStatus.refused.rawValue
    }
    let inputs = arguments.uses + arguments.modules.flatMap(\.files)
    if let input = FileIdentity.first(of: inputs, sameAs: arguments.output) {
      StandardError.write("error: --output \(arguments.output) is \(input), a file it reads; name another file")
      return ExitStatus.refused.rawValue
    }
    do throws(Refusal) {
      let file = GeneratedDoublesFile(
        uses: try arguments.uses.map(read),
        modules: try arguments.modules.map { (module) throws(Refusal) in ModuleSources(name: module.name, files: try module.files.map(read)) })
      let text: String
      do throws(GenerationFailure) {
        text = try file.text()
      } catch {
        for problem in error.errors { StandardError.write(problem.description) }
        return ExitStatus.refused.rawValue
      }
      try write(text, to: arguments.output)
      return ExitStatus.done.rawValue
    } catch {
      StandardError.write("error: \(error.message)")
      return ExitStatus.refused.rawValue
    }
  }

  /// A file that cannot be used, in one `error:` line.
  private struct Refusal: Error {
    let message: String
  }

  private static func read(_ path: String) throws(Refusal) -> ParsedSourceFile {
    let bytes: [UInt8]
    do { bytes = try RegularFile.read(path) } catch { throw Refusal(message: "cannot read \(path): \(error)") }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw Refusal(message: "\(path) is not UTF-8 text") }
    let file = ParsedSourceFile(path: path, text: text)
    if let problem = SwiftSource.firstProblem(in: file.tree) {
      throw Refusal(message: "cannot read \(path):\(problem.line):\(problem.column): \(problem.message)")
    }
    return file
  }

  private static func write(_ text: String, to path: String) throws(Refusal) {
    if let existing = try? RegularFile.read(path), existing.elementsEqual(text.utf8) { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      // The build's own work folder, which SwiftPM may not have made yet.
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch { throw Refusal(message: "cannot write \(path): cannot make its folder") }
    do { try AtomicFile.write(text, to: path) } catch { throw Refusal(message: "cannot write \(path): \(error)") }
  }
}
