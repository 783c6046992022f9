import Foundation
import StuntKit

/// Knobs of a sandbox session.
public struct SandboxSettings: Sendable {
  /// How long a command waits for real I/O (an HTTP request) before printing; later results
  /// print before the next command's output.
  public var settleTime: Duration = .seconds(2)
  /// `finish` without a duration waits this long, like TestStore.finish's default timeout.
  public var finishTimeout: Duration = .seconds(1)
  /// `.on`: effects still running at the end of a session (or at `unload` and `reset`) are
  /// failures, as are actions received and never asserted with `teststore on`, as TCA's
  /// TestStore treats them. `exhaustivity` changes it mid-session.
  public var exhaustivity: Exhaustivity = .on
  /// Actions fed back by effects queue until `receive` asserts them (`teststore on`).
  public var testStore = false
  /// Where `load` starts a module's slots: at their defaults, or at their test values.
  public var context: DependencyContext = .live
  /// How long `receive` waits for an action when it names no timeout: TestStore's `timeout`.
  public var receiveTimeout: Duration = .seconds(1)
  /// Finds the journal of the previous interactive session, which `resume` runs again: looked
  /// for when `resume` asks, so a session that does not resume reads no journal folder.
  public var previousSession: @Sendable () -> String? = { nil }
  /// The language of the learn loop and of the lessons it plays.
  public var language: Language = .en
  /// What a user types to start this tool: `stunt`, or for the sandbox of a user's package
  /// `stunt sandbox --`. The hints that name a command line (`stunt --resume`) name it.
  public var invocation = "stunt"
  /// Set while a session file is replayed: `save` would write files as a side effect of a test.
  public var isReplaying = false

  public init() {}

  /// `text` with each command line it names (`` `stunt learn` ``) begun as this tool is started.
  public func namingThisTool(_ text: String) -> String {
    invocation == "stunt" ? text : text.replacingOccurrences(of: "`stunt ", with: "`\(invocation) ")
  }
}
