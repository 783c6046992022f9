import Foundation
import StuntSandboxGeneration

/// `stunt-generate module-name Greeter`: the name `load` takes for the module `sandbox` writes
/// for a type (`greeter`), so `stunt sandbox` can open the REPL with it loaded.
enum ModuleNameCommand {
  static let name = "module-name"

  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, let type = arguments.first else {
      FileHandle.standardError.write(Data("error: usage: stunt-generate module-name Type\n".utf8))
      return 2
    }
    print(ModuleNaming.loadName(ofType: type))
    return 0
  }
}
