import ArgumentParser
import StuntPlugin

/// `stunt plugin-serve`: the built-in modules served as a plugin, out of process (the REPL's
/// default, and `--isolate`): a trap in a seed's code ends this process, not the session.
struct PluginServeSubcommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plugin-serve",
    abstract: "Serve the built-in modules over the plugin protocol on stdin/stdout (what the REPL runs them in).",
    discussion: "Exit status: 0 when its input ends; 3 when the stunt process it serves is gone already.",
    shouldDisplay: false
  )

  @Option(name: .customLong(ParentDeath.option), help: "The stunt process to die with (what `plugin-exec` does for other plugins).")
  var parent: Int32?

  func run() async throws {
    try await Self.serve(parent: parent)
  }

  /// The command line the host starts it with, tied to the host's life.
  static func command(parent: Int32) -> [String] {
    [StuntExecutable.path, configuration.commandName ?? ""] + ParentDeath.arguments(parent)
  }

  /// `command(parent:)` read back without argument-parser, whose reflection would cost the
  /// first `load` a few milliseconds; nil for any other command line.
  static func parent(in arguments: [String]) -> Int32? {
    let expected = Array(command(parent: 0).dropFirst())
    guard arguments.count == expected.count, arguments.dropLast() == expected.dropLast() else { return nil }
    return arguments.last.flatMap { Int32($0) }
  }

  static func serve(parent: Int32?) async throws -> Never {
    if let parent { try ParentDeath.tie(to: parent) }
    await StuntPlugin.serve(StuntTool.current.modules, name: StuntTool.current.name)
  }
}
