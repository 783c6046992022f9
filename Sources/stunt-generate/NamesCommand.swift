import Foundation
import StuntGeneratorInterface
import StuntSandboxGeneration

/// `stunt-generate names --package DIR [--into DIR] [Type...]`: what `sandbox` names, one per
/// line: the sandbox's folder (`--into`, else `StuntSandbox` in the package's folder), its
/// executable as a debug build makes it, then for each type the name `load` takes for its
/// module and its first session's path, separated by a tab
/// (`greeter	StuntSandbox/Sessions/greeter.session`); with no type, for each type the sandbox
/// there already has a module of. `stunt sandbox` asks, so the names are declared once, here.
enum NamesCommand {
  static let usage = "stunt-generate names --package DIR [--into DIR] [Type...]"

  static func run(_ arguments: [String]) -> Int32 {
    let options: NamedOptions
    do { options = try NamedOptions(arguments) } catch {
      StandardError.write("error: \(error.message) — usage: \(usage)")
      return ExitStatus.refused.rawValue
    }
    let folder = options.sandboxFolder
    let types = options.words.isEmpty ? ModuleNaming.sandboxedTypes(in: folder) : options.words
    print(folder.relativePath)
    print(folder.appendingPathComponent(SandboxWriter.debugExecutable).relativePath)
    for type in types {
      print(ModuleNaming.loadName(ofType: type) + "\t" + folder.appendingPathComponent(FirstSession.path(ofType: type)).relativePath)
    }
    return ExitStatus.done.rawValue
  }
}
