import IssueReporting

/// A dummy was used: reported as an issue (a FAIL line) rather than a crash.
public enum DummyUse {
  public static func report(slot: String, call: String) {
    reportIssue("\(slot) is a dummy: it only fills a parameter and must never be used, but \(call) was called")
  }
}
