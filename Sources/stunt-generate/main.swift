// stunt-generate: the code Stunt writes from a user's sources: the doubles a sandbox's build
// writes (`doubles`, run by the StuntDoubles build-tool plugin), and the sandbox package itself
// (`sandbox`, and `names`, what it names things; run by `stunt sandbox`). It is built as a host tool inside
// the user's build, so it parses its few arguments by hand rather than building a second copy of
// swift-argument-parser there. `stunt-generate <subcommand> <arguments>`; each subcommand is a
// file of its own.
import Foundation
import StuntGeneratorInterface

let subcommands: [GeneratorInterface.Subcommand: ([String]) -> Int32] = [
  .doubles: DoublesCommand.run,
  .sandbox: SandboxCommand.run,
  .names: NamesCommand.run,
  .upgrade: UpgradeCommand.run,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let run = GeneratorInterface.Subcommand(rawValue: name).flatMap({ subcommands[$0] }) else {
  let given = arguments.first.map { "unknown subcommand '\($0)'" } ?? "no subcommand"
  StandardError.write("error: \(given); expected one of: \(GeneratorInterface.Subcommand.allCases.map(\.rawValue).joined(separator: ", "))")
  exit(1)
}
exit(run(Array(arguments.dropFirst())))
