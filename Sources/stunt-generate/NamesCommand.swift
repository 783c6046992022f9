import Foundation
import StuntSandboxGeneration

/// `stunt-generate names Type...`: what `sandbox` would name, one per line: the sandbox's
/// folder in a package (`StuntSandbox`), then the name `load` takes for each type's module
/// (`greeter`). `stunt sandbox` asks, so the names are declared once, here.
enum NamesCommand {
  static let name = "names"

  static func run(_ types: [String]) -> Int32 {
    print(SandboxWriter.defaultFolder)
    for type in types { print(ModuleNaming.loadName(ofType: type)) }
    return 0
  }
}
