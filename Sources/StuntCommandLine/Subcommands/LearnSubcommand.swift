import ArgumentParser
import Foundation
import StuntEngine
import StuntFiles
import StuntKit
import StuntSession

struct LearnSubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "learn",
    abstract: "The workshop on test doubles, as lessons you play in the sandbox.",
    discussion: """
      Lists the lessons with your progress, or plays the one named (`stunt learn 1`): each step
      tells you a task, you type commands, and the next step appears once the sandbox shows the
      task done. In the REPL: `learn`, `hint`, `show`, `solve`, `restart`, `learn stop`.
      `stunt learn --export handout.md` writes the course as a Markdown handout whose session
      blocks replay.

      \(ExitStatusHelp.session)
      """
  )

  @Argument(help: "A lesson's number or name; without one, the list.")
  var lesson: String?

  @Option(name: .long, help: "Write the course as a Markdown handout to this file, and exit.")
  var export: String?

  @OptionGroup var learning: LearnOptions
  @OptionGroup var plugins: PluginOptions

  func run() async throws {
    if let export { try Self.export(to: export, learning) }
    let command = "learn" + (lesson.map { " " + $0 } ?? "")
    let status = await ReplLauncher.start(
      echo: false, settle: nil, resume: false, plugins: plugins.choice, learning: learning, firstCommand: command,
      coursePlugins: true)
    if status != 0 { throw ExitCode(status) }
  }

  /// Writes the handout and exits: 0, or 2 with one `error:` line.
  static func export(to path: String, _ learning: LearnOptions) throws -> Never {
    let environment = ProcessInfo.processInfo.environment
    do {
      guard let language = LearnOptions.language(learning.lang, environment: environment) else {
        throw CommandError("--lang takes one of: " + Language.allCases.map(\.rawValue).joined(separator: ", "))
      }
      let course = try LearnOptions.courseFolder(learning.course, environment: environment).flatMap(Course.load).get()
      do { try AtomicFile.write(Handout.markdown(course, in: language), to: path) } catch {
        throw CommandError("cannot write \(path): \(error)")
      }
      print("wrote \(path): \(course.entries.count) lessons")
      Foundation.exit(0)
    } catch let error as CommandError {
      ErrorLine.write("\(error.message)")
      Foundation.exit(2)
    } catch {
      ErrorLine.write("\(error)")
      Foundation.exit(2)
    }
  }
}
