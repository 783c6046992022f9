import CShims

/// The processes a `stunt` started and theirs, which must not outlive it: `stunt sandbox`
/// runs `stunt-generate`, SwiftPM and its manifests and compilers, each in a process group of
/// its own, so SIGTERM sent to `stunt`, Ctrl-C at its terminal or a closed terminal (SIGHUP)
/// would end `stunt` alone and leave them running (SwiftPM leaves a manifest that never ends).
public enum Descendants {
  /// From now on SIGTERM, SIGINT and SIGHUP end them all before `stunt` ends by the signal.
  public static func endWithThisProcess() {
    _ = stunt_end_descendants_on_signals()
  }

  /// Before `stunt` becomes another program (`exec`), which handles its own signals.
  public static func release() {
    stunt_keep_descendants()
  }
}
