import ArgumentParser
import CShims
import Foundation

/// Linux's parent-death signal, for the processes Stunt starts (`plugin-exec`, `plugin-serve`):
/// they die with the `stunt` that started them, even one killed with SIGKILL.
enum ParentDeath {
  /// The option that names the parent (`--parent PID`), for the subcommands that take it and
  /// the command lines that start them.
  static let option = "parent"

  /// `--parent PID`.
  static func arguments(_ parent: Int32) -> [String] {
    ["--" + option, String(parent)]
  }

  /// Dies with `parent` from now on; exits at once (status 3) if it is gone already.
  static func tie(to parent: Int32) throws {
    _ = stunt_die_with_parent()
    // The parent may have died before the setting was made.
    guard getppid() == parent else { throw ExitCode(3) }
  }
}
