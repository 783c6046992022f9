/// The environment `stunt` and `stunt-generate` run SwiftPM with (`swift build` in a sandbox,
/// `swift package describe` of the package under test): the user's, without the variables a shell
/// sets anew for every command, folder and nested shell, and with `PWD` the folder SwiftPM works in.
///
/// SwiftPM keys its manifest cache by the whole environment. With those variables, a
/// `stunt sandbox` from another terminal or folder evaluated every manifest of the sandbox's
/// graph again (about thirty, 12 s of CPU) before a build that had nothing to do.
///
///     process.environment = SwiftPMEnvironment.stable(ProcessInfo.processInfo.environment, in: folder.path)
///     process.currentDirectoryURL = folder
public enum SwiftPMEnvironment {
  /// `_` (the command bash ran), `OLDPWD` (the folder before the last `cd`), `SHLVL` (how deep
  /// the shell is nested): nothing a build reads, and different from one terminal to the next.
  public static let volatile: Set<String> = ["_", "OLDPWD", "SHLVL"]

  /// `environment` without the volatile variables, `PWD` set to `folder`.
  public static func stable(_ environment: [String: String], in folder: String) -> [String: String] {
    var stable = environment.filter { !volatile.contains($0.key) }
    stable["PWD"] = folder
    return stable
  }
}
