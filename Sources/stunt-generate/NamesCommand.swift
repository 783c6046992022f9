import Foundation
import StuntSandboxGeneration

/// `stunt-generate names --package DIR [--into DIR] [Type...]`: what `sandbox` names, one per
/// line: the sandbox's folder (`--into`, else `StuntSandbox` in the package's folder), then for
/// each type the name `load` takes for its module and its first session's path, separated by a
/// tab (`greeter	StuntSandbox/Sessions/greeter.session`); with no type, for each type the
/// sandbox there already has a module of. `stunt sandbox` asks, so the names are declared once,
/// here.
enum NamesCommand {
  static let name = "names"

  static func run(_ arguments: [String]) -> Int32 {
    guard let options = NamedOptions(arguments) else {
      StandardError.write("error: an option has no value — usage: stunt-generate names --package DIR [--into DIR] [Type...]")
      return 2
    }
    var types = options.words
    let package = options["package"] ?? "."
    let folder = options["into"] ?? (package as NSString).appendingPathComponent(SandboxWriter.defaultFolder)
    if types.isEmpty { types = ModuleNaming.sandboxedTypes(in: URL(fileURLWithPath: folder)) }
    print(folder)
    for type in types {
      let session = URL(fileURLWithPath: folder).appendingPathComponent(FirstSession.path(ofType: type))
      print(ModuleNaming.loadName(ofType: type) + "\t" + session.relativePath)
    }
    return 0
  }
}
