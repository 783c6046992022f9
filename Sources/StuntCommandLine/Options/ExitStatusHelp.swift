/// How `stunt` and each of its subcommands say how it went, in the words their help gives:
/// 0 it did what was asked, 1 a check failed, 2 bad input (a usage problem, a refused command
/// or file), each refusal one `error:` line. Declared once, for every subcommand's discussion.
public enum ExitStatusHelp {
  /// The REPL and what plays in it (`stunt`, `stunt learn`, a sandbox's REPL).
  public static let session =
    "Exit status: 0 when every command succeeded and every expectation held, 1 when an expectation failed (or a module trapped), "
    + "2 when a command was refused; leaving a terminal session exits 0."
  /// `stunt replay`.
  public static let replay = "Exit status: 0 all passed, 1 some failed, 2 a usage problem or a file that does not parse."
  /// A subcommand that does one thing and checks nothing.
  public static let action = "Exit status: 0 done, 2 refused (one error: line says why)."
}
