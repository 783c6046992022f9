import Foundation

// stunt-generate: the code Stunt writes from a user's sources. `sandbox` writes a sandbox
// package (for `stunt sandbox`); `names` tells what `sandbox` names a sandbox's folder and its modules.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case SandboxCommand.name: exit(SandboxCommand.run(Array(arguments.dropFirst())))
case NamesCommand.name: exit(NamesCommand.run(Array(arguments.dropFirst())))
default:
  FileHandle.standardError.write(Data("error: stunt-generate takes sandbox or names\n".utf8))
  exit(2)
}
