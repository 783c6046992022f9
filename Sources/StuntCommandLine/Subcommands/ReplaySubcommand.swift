import ArgumentParser
import Foundation
import StuntKit
import StuntSession

struct ReplaySubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay .session files (and ```session blocks of .md files) as tests.",
    discussion: "Each file runs in a fresh sandbox of its own process. " + ExitStatusHelp.replay
  )

  @Argument(help: "Files and folders to replay (folders: *.session and *.md with session blocks).")
  var paths: [String] = ["Samples"]

  @Option(name: [.customShort("j"), .long], help: "Files replayed at once (default: the number of cores).")
  var jobs: Int?

  @Option(help: "Replay only shard K of N (K/N), chosen by a hash of each path.")
  var shard: String?

  @Option(help: "Time limit per file (default 30s); a file can set its own with `% timeout`.")
  var timeout = "30s"

  static let updateOption = "update"

  @Option(
    name: .customLong(updateOption),
    help: "Rewrite expectations: never, missing, failed or all (default: never when CI is set, else missing).")
  var update: String?

  @Option(help: "Also write a JUnit XML report to this file.")
  var junit: String?

  @Flag(help: "Rewrite read-only files too (with --update), and a read-only --junit report.")
  var force = false

  @Flag(help: "Print TAP (Test Anything Protocol) instead of the human report.")
  var tap = false

  @Option(help: "Also mark each failure where a CI system shows it beside the code (default: github when GITHUB_ACTIONS=true).")
  var annotations: Annotations?

  @Option(help: "The dependency context of files that name none with `% context`: live or test.")
  var context: DependencyContext?

  @Flag(help: .hidden)
  var worker = false

  @OptionGroup var plugins: PluginOptions

  func validate() throws {
    if let jobs, !(1...ReplayOptions.mostJobs).contains(jobs) {
      throw ValidationError("-j takes a number of files from 1 to \(ReplayOptions.mostJobs), got \(jobs)")
    }
    if let shard, Shard(shard) == nil { throw ValidationError("--shard takes K/N with 1 <= K <= N, e.g. 1/4") }
    if DurationText.parse(timeout) == nil { throw ValidationError("--timeout takes a duration such as 30s or 2m") }
    if let update, UpdateMode(rawValue: update) == nil {
      throw ValidationError("--update takes never, missing, failed or all")
    }
  }

  func run() async throws {
    if worker {
      await ReplayWorker.run(plugins.choice)
      return
    }
    let environment = ProcessInfo.processInfo.environment
    let options = ReplayOptions(
      paths: paths,
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      shard: shard.flatMap(Shard.init),
      timeout: DurationText.parse(timeout) ?? .seconds(30),
      update: update.flatMap(UpdateMode.init(rawValue:)) ?? UpdateMode.default(environment: environment),
      junitPath: junit,
      force: force,
      format: tap ? .tap : .human,
      colour: isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb",
      context: context,
      annotations: annotations ?? Annotations.default(environment: environment)
    )
    // Each untrusted `.stunt-plugins` the workers will find is said once, here: nobody reads a
    // worker's standard error.
    let files = ((try? SessionFiles.find(paths)) ?? []).filter { options.shard?.contains($0) ?? true }
    SessionModules.report(plugins.choice.untrusted(replaying: files))
    let runner = WorkerScriptRunner(
      executable: URL(fileURLWithPath: StuntExecutable.path), arguments: ["replay", "--worker"] + plugins.choice.workerArguments)
    let status = await ReplayRunner(options: options, runner: runner) { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    }.run()
    if status != 0 { throw ExitCode(status) }
  }

}

extension Annotations: ExpressibleByArgument {}
