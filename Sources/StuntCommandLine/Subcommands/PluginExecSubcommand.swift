import ArgumentParser
import Foundation

/// `stunt plugin-exec --parent PID -- PLUGIN [ARGS]`: becomes the plugin, tied to Stunt's life.
/// The host starts every plugin through it, so a plugin that ignores the end of its input
/// still dies with a `stunt` that was killed (SIGKILL leaves no chance to clean up).
struct PluginExecSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plugin-exec",
    abstract: "Run a plugin that dies with the stunt process that started it (used by stunt itself).",
    discussion: "Exit status: the plugin's; 127 when it cannot be run (as a shell says), 3 when the stunt process is gone already.",
    shouldDisplay: false
  )

  @Option(name: .customLong(ParentDeath.option), help: "The stunt process to die with.")
  var parent: Int32

  @Argument(parsing: .captureForPassthrough)
  var command: [String]

  /// The launcher the host starts each plugin through: `stunt plugin-exec --parent PID --`.
  static func launcher(parent: Int32) -> [String] {
    [StuntExecutable.path, configuration.commandName ?? ""] + ParentDeath.arguments(parent) + ["--"]
  }

  func run() throws {
    let command = command.first == "--" ? Array(command.dropFirst()) : command
    guard let path = command.first else { throw ValidationError("plugin-exec needs the plugin to run") }
    try ParentDeath.tie(to: parent)
    let arguments = command.map { strdup($0) } + [nil]
    execv(path, arguments)
    ErrorLine.write("cannot run \(path): \(String(cString: strerror(errno)))")
    throw ExitCode(127)
  }
}
