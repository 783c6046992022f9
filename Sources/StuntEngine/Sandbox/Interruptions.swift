import Synchronization

/// Ctrl-C as a count every thread can read: the terminal's SIGINT handler adds one (an atomic
/// add is async-signal-safe), and whatever waits on another process (a plugin's answer) stops
/// waiting when the count moves, without needing the main queue the command is blocking.
package enum Interruptions {
  private static let count = Atomic<Int>(0)

  package static var current: Int { count.load(ordering: .relaxed) }

  package static func interrupt() {
    count.add(1, ordering: .relaxed)
  }
}
