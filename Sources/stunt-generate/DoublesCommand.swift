import Foundation
import StuntDoublesGeneration

/// `stunt-generate doubles`: writes the doubles of the user's protocols that a sandbox target's
/// files name (`NetworkServiceDoubles`) into one file, as `@Doubles` would have written them
/// beside each protocol (see `GeneratedDoublesFile`). The file is rewritten only when its text
/// changes, so a build where nothing changed compiles nothing again.
///
/// Exit status: 0 when written; 1 for bad arguments (one `error:` line), a file that cannot be
/// read or written, or a protocol whose doubles cannot be generated (a `path:line:column: error:`
/// line for each problem, which the build shows at the protocol's source).
enum DoublesCommand {
  static func run(_ words: [String]) -> Int32 {
    let arguments: DoublesArguments
    do throws(UsageError) {
      arguments = try DoublesArguments(words)
    } catch {
      StandardError.write("error: \(error.message); usage: \(DoublesArguments.usage)")
      return 1
    }
    do {
      let file = GeneratedDoublesFile(
        uses: try arguments.uses.map(read),
        modules: try arguments.modules.map { ModuleSources(name: $0.name, files: try $0.files.map(read)) })
      let text: String
      do throws(GenerationFailure) {
        text = try file.text()
      } catch {
        for problem in error.errors { StandardError.write(problem.description) }
        return 1
      }
      try write(text, to: arguments.output)
      return 0
    } catch {
      StandardError.write("error: \(error)")
      return 1
    }
  }

  private static func read(_ path: String) throws -> ParsedSourceFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FileProblem("cannot read \(path)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FileProblem("\(path) is not UTF-8 text")
    }
    return ParsedSourceFile(path: path, text: text)
  }

  private static func write(_ text: String, to path: String) throws {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw FileProblem("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
