import StuntKit

/// Knobs of a sandbox session.
public struct SandboxSettings: Sendable {
  /// How long a command waits for real I/O (an HTTP request) before printing; later results
  /// print before the next command's output.
  public var settleTime: Duration = .seconds(2)
  /// `finish` without a duration waits this long, like TestStore.finish's default timeout.
  public var finishTimeout: Duration = .seconds(1)
  /// When true, effects still running at the end of a session (or at `unload`) are failures,
  /// as TCA's TestStore treats them.
  public var exhaustive = true
  /// The journal of the previous interactive session, which `resume` runs again.
  public var previousSession: String?
  /// The language of the learn loop and of the lessons it plays.
  public var language: Language = .en

  public init() {}
}
