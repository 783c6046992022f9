import Foundation
import StuntFiles
import StuntGeneratorInterface
import StuntSandboxGeneration

/// `stunt-generate sandbox --package DIR [--into DIR] --stunt DIR [--command TEXT] Type...`: what
/// `stunt sandbox` runs to write the sandbox package (kept out of `stunt` itself, which then
/// links no swift-syntax). Prints each file it wrote, updated or kept, relative to the current
/// folder, then what it read of each type; exit 2 with one `error:` line when it cannot.
enum SandboxCommand {
  static let usage = "stunt-generate sandbox --package DIR [--into DIR] --stunt DIR [--command TEXT] Type..."

  static func run(_ arguments: [String]) -> Int32 {
    let options: NamedOptions
    do { options = try NamedOptions(arguments) } catch { return usage(error.message) }
    let types = options.words
    guard let package = options[.package], let stunt = options[.stunt] else {
      return usage("--package and --stunt are required")
    }
    guard !types.isEmpty else { return usage("name at least one type") }
    let command = options[.command] ?? "stunt sandbox " + types.joined(separator: " ")
    do {
      let description = try PackageDescription.describe(URL(fileURLWithPath: package))
      let folder = options.sandboxFolder
      let writer = try SandboxWriter(package: description, folder: folder, stunt: URL(fileURLWithPath: stunt), command: command)
      let (changes, notes) = try writer.write(types: types)
      let here = CurrentFolder.url
      let shown = SandboxWriter.relativePath(from: here, to: folder)
      for change in changes {
        print("\(change.action.rawValue) \(shown == "." ? "" : shown + "/")\(change.path)")
      }
      for note in notes { print(note) }
      return ExitStatus.done.rawValue
    } catch {
      StandardError.write("error: \(error.message)")
      return ExitStatus.refused.rawValue
    }
  }

  private static func usage(_ problem: String) -> Int32 {
    StandardError.write("error: \(problem) — usage: \(usage)")
    return ExitStatus.refused.rawValue
  }
}
