import IssueReporting

/// A failing fire-and-forget call: nobody awaits it, so it is reported as an issue.
enum ServiceFailure {
  static func report(_ message: String) {
    reportIssue(message)
  }
}
