// stunt-generate: the code Stunt writes from a user's sources: the doubles a sandbox's build
// writes (`doubles`, run by the StuntDoubles build-tool plugin), and the sandbox package itself
// (`sandbox`, and `names`, what it names things; run by `stunt sandbox`). It is built as a host tool inside
// the user's build, so it parses its few arguments by hand rather than building a second copy of
// swift-argument-parser there. `stunt-generate <subcommand> <arguments>`; each subcommand is a
// file of its own.
import Foundation
import StuntGeneratorInterface

let subcommands: [GeneratorInterface.Subcommand: (usage: String, run: ([String]) -> Int32)] = [
  .doubles: (DoublesCommand.usage, DoublesCommand.run),
  .sandbox: (SandboxCommand.usage, SandboxCommand.run),
  .names: (NamesCommand.usage, NamesCommand.run),
  .upgrade: (UpgradeCommand.usage, UpgradeCommand.run),
]
let help = (["The code Stunt writes from a user's sources; run by stunt sandbox and the StuntDoubles build plugin.", ""]
  + GeneratorInterface.Subcommand.allCases.compactMap { subcommands[$0]?.usage } + ["", ExitStatus.help]).joined(separator: "\n")

let arguments = Array(CommandLine.arguments.dropFirst())
if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
  print(help)
  exit(ExitStatus.done.rawValue)
}
guard let name = arguments.first, let subcommand = GeneratorInterface.Subcommand(rawValue: name).flatMap({ subcommands[$0] }) else {
  let given = arguments.first.map { "unknown subcommand '\($0)'" } ?? "no subcommand"
  StandardError.write("error: \(given); expected one of: \(GeneratorInterface.Subcommand.allCases.map(\.rawValue).joined(separator: ", ")) (--help says more)")
  exit(ExitStatus.refused.rawValue)
}
exit(subcommand.run(Array(arguments.dropFirst())))
