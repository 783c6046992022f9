import ArgumentParser
import Foundation

struct LearnSubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "learn",
    abstract: "The workshop on test doubles, as lessons you play in the sandbox.",
    discussion: """
      Lists the lessons with your progress, or plays the one named (`stunt learn 1`): each step
      tells you a task, you type commands, and the next step appears once the sandbox shows the
      task done. In the REPL: `learn`, `hint`, `show`, `skip`, `restart`, `learn stop`.
      `stunt learn --export handout.md` writes the course as a Markdown handout whose session
      blocks replay.
      """
  )

  @Argument(help: "A lesson's number or name; without one, the list.")
  var lesson: String?

  @Option(name: .long, help: "Write the course as a Markdown handout to this file, and exit.")
  var export: String?

  @OptionGroup var learning: LearnOptions
  @OptionGroup var plugins: PluginOptions

  func run() async throws {
    let command = "learn" + (lesson.map { " " + $0 } ?? "")
    let status = await ReplLauncher.start(
      echo: false, settle: nil, resume: false, plugins: plugins, learning: learning, firstCommand: command)
    if status != 0 { throw ExitCode(status) }
  }
}
