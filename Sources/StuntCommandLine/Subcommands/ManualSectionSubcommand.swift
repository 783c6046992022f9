import ArgumentParser
import StuntEngine

/// `stunt manual-section`: the man page's section on the REPL's commands, in mdoc, which `make
/// man` adds to what `generate-manual` writes from the command line's declarations.
struct ManualSectionSubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual-section",
    abstract: "Print the REPL's commands as a man page section (used by make man).",
    discussion: ExitStatusHelp.action,
    shouldDisplay: false
  )

  func run() async {
    print(await CommandManual.section, terminator: "")
  }
}
