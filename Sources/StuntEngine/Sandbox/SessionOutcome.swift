/// How the session went so far, as its exit status says it: a command refused, or a check that
/// failed.
struct SessionOutcome {
  private(set) var anyRejected = false
  private(set) var anyFailed = false

  mutating func rejected() { anyRejected = true }
  mutating func failed() { anyFailed = true }

  /// 0 when every command succeeded and every expectation held, 1 when an expectation failed,
  /// 2 when a command was rejected.
  var exitStatus: Int32 {
    anyRejected ? 2 : anyFailed ? 1 : 0
  }
}
