import Foundation

// stunt-generate: the code Stunt writes from a user's sources. `sandbox` writes a sandbox
// package (for `stunt sandbox`); `module-name` names the module of a type as `sandbox` does.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case SandboxCommand.name: exit(SandboxCommand.run(Array(arguments.dropFirst())))
case ModuleNameCommand.name: exit(ModuleNameCommand.run(Array(arguments.dropFirst())))
default:
  FileHandle.standardError.write(Data("error: stunt-generate takes sandbox or module-name\n".utf8))
  exit(2)
}
