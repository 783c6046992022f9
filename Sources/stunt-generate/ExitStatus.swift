/// What `stunt-generate` exits with, as `stunt` does: 0 when it did what it was asked, 2 when it
/// refused (bad arguments, a file it cannot read or write, a protocol or type it cannot make
/// code for), with one `error:` line for each thing refused. It checks nothing, so it never
/// exits 1, which is `stunt`'s "a check failed".
enum ExitStatus: Int32 {
  case done = 0
  case refused = 2

  /// The help's paragraph on it.
  static let help = "Exit status: 0 done; 2 refused (bad arguments, a file it cannot read or write, code it cannot make), "
    + "with one error: line for each thing refused."
}
