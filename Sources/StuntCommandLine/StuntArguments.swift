import ArgumentParser
import StuntSession

/// Command lines of Stunt's, for a program that starts one (`stunt sandbox` starting a
/// sandbox's `stunt`): made from the declarations of the subcommands and options they name.
public enum StuntArguments {
  /// The REPL, with `module` loaded first.
  public static func load(_ module: String) -> [String] {
    ["--" + ReplSubcommand.loadOption, module]
  }

  /// Replays `sessions`, writing what their commands print where nothing is written yet.
  public static func fillIn(_ sessions: [String]) -> [String] {
    [ReplaySubcommand._commandName, "--" + ReplaySubcommand.updateOption, UpdateMode.missing.rawValue] + sessions
  }
}
