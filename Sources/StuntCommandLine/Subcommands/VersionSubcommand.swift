import ArgumentParser

/// `stunt version`: the same line as `stunt --version`, for those who type it as a word
/// (`swift package tools-version`, `go version`).
struct VersionSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version",
    abstract: "Print Stunt's version (as --version does).",
    discussion: ExitStatusHelp.action
  )

  func run() {
    print(StuntTool.current.versionLine)
  }
}
