import IssueReporting

/// Where one double writes its calls: a slot (`loggedInBuilder`) or an object double
/// (`LoggedInRoutingMock#1`). A strict mock's unexpected call is reported at once: the sandbox
/// prints it as a FAIL and goes on, where a unit test would fail.
public struct CallRecorder: Sendable {
  public let double: String
  public let calls: CallLog

  public init(double: String, calls: CallLog) {
    self.double = double
    self.calls = calls
  }

  public func record(_ method: String, _ arguments: [CallLog.Argument] = []) {
    if let unexpected = calls.record(double, method, arguments) {
      reportIssue(unexpected)
    }
  }
}
