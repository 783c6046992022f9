/// Failures marked where a CI system shows them beside the code, on top of the report:
/// `stunt replay --annotations github`, the default inside GitHub Actions.
public enum Annotations: String, CaseIterable, Sendable {
  /// GitHub Actions' `::error file=…,line=…` lines (`GitHubAnnotations`).
  case github
  case none

  /// `github` where GitHub sets `GITHUB_ACTIONS=true` (every step of a workflow), else `none`.
  public static func `default`(environment: [String: String]) -> Annotations {
    environment["GITHUB_ACTIONS"] == "true" ? .github : .none
  }

  /// What to print for one file's result, after its report.
  func lines(_ result: FileResult) -> [String] {
    switch self {
    case .github: GitHubAnnotations.lines(result)
    case .none: []
    }
  }
}
