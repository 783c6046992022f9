import CShims
import Foundation
import Synchronization

/// The window changed size since the editline queue last looked.
private let windowResized = Atomic<Bool>(false)

/// The signals libedit would catch itself (`EL_SIGNAL`), caught here instead.
///
/// libedit's handler reads a global that `el_gets` sets only after installing the handler and
/// clears while removing it; its `sigprocmask` guards only the calling thread. In a program with
/// other threads a signal lands on one of them in between, and the handler dereferences NULL:
/// Ctrl-C sent while prompts came and went crashed `stunt` inside libedit every time
/// (`ShellMannersTests.ctrlCStormsAtThePromptNeverCrash`). These handlers touch no libedit
/// state, so they are safe on any thread: a resize is noted for the editline queue to apply
/// before its next prompt, and a signal that ends Stunt first gives the terminal its own mode
/// back, as libedit's did. SIGINT is `CommandInterrupter`'s.
enum TerminalSignals {
  /// Ends Stunt as it would have ended, with the terminal as the user had it.
  static let ending: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

  /// Installs the handlers; the terminal's mode now (before libedit changes it) is the one
  /// given back.
  static func install() {
    guard stunt_terminal_mode_save(STDIN_FILENO) == 0 else { return }
    for number in ending {
      signal(number) { number in
        // Only async-signal-safe calls: tcsetattr(3), signal(2), raise(3).
        stunt_terminal_mode_restore(STDIN_FILENO)
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    signal(SIGWINCH) { _ in windowResized.store(true, ordering: .relaxed) }
  }

  /// Whether the window was resized since the last call.
  static func takeResize() -> Bool {
    windowResized.exchange(false, ordering: .relaxed)
  }
}
