import ArgumentParser
import StuntKit

struct ReplSubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Start the REPL (the default): libedit on a terminal, plain lines from a pipe.",
    discussion: "`stunt < script` runs each line as a command. " + ExitStatusHelp.session
  )

  @Flag(name: .long, help: "Print a session transcript: each command as `  > command`, its output indented.")
  var echo = false

  @Option(name: .long, help: "Longest wait for real I/O before a command prints, e.g. 2s or 500ms.")
  var settle: String?

  @Flag(name: .long, help: "Start by running the previous session's commands again (after Ctrl-D, a closed terminal, a kill or a crash).")
  var resume = false

  @Option(name: .long, help: "Where `load` starts the slots: live (their defaults) or test (their test values, as under TestStore).")
  var context: DependencyContext = .live

  static let loadOption = "load"

  @Option(
    name: .customLong(loadOption),
    help: ArgumentHelp("Load this module first, as if `load <module>` were the first line typed.", valueName: "module"))
  var load: String?

  @OptionGroup var learning: LearnOptions
  @OptionGroup var plugins: PluginOptions

  func run() async throws {
    let status = await ReplLauncher.start(
      echo: echo, settle: settle, resume: resume, plugins: plugins.choice, learning: learning, context: context,
      typedFirst: load.map { "load " + $0 })
    if status != 0 { throw ExitCode(status) }
  }
}

extension DependencyContext: ExpressibleByArgument {}
