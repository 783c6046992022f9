import Foundation

/// Stunt's command line as a library: the `main` of `stunt` and of a sandbox of a user's own
/// package, which differ only in the modules they have built in (`StuntTool`).
public enum StuntCommandLine {
  /// Parses the process's arguments and runs what they ask for: the REPL by default, `replay`,
  /// `learn`, the tool's own subcommands. Exits with the command's status (2 for a usage error).
  public static func main(_ tool: StuntTool) async -> Never {
    StuntTool.install(tool)
    await StuntCommand.start()
  }
}
