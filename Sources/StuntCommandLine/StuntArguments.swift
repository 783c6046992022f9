import ArgumentParser
import Foundation
import StuntSession

/// Command lines of Stunt's, for a program that starts one (`stunt sandbox` starting a
/// sandbox's `stunt`): made from the declarations of the subcommands and options they name.
public enum StuntArguments {
  /// The REPL, with `module` loaded first.
  public static func load(_ module: String) -> [String] {
    ["--" + ReplSubcommand.loadOption, module]
  }

  /// `path` as one word a shell reads back as it is.
  public static func shellWord(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+,:@%".unicodeScalars.contains($0) }
    return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// Replays `sessions`, writing what their commands print where nothing is written yet.
  public static func fillIn(_ sessions: [String]) -> [String] {
    [ReplaySubcommand._commandName, "--" + ReplaySubcommand.updateOption, UpdateMode.missing.rawValue] + sessions
  }
}
