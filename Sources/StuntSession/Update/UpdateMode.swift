/// What `--update` may rewrite. Nothing is rewritten by default in CI, so a failure there is
/// never hidden by a recording.
public enum UpdateMode: String, CaseIterable, Codable, Sendable {
  /// Rewrite nothing.
  case never
  /// Fill in commands that have no expectation yet.
  case missing
  /// Rewrite the commands whose output or status no longer matches.
  case failed
  /// Rewrite every command, keeping the wildcards that still match.
  case all

  /// `never` when the CI environment variable is set, `missing` otherwise.
  public static func `default`(environment: [String: String]) -> UpdateMode {
    ContinuousIntegration.isOn(environment) ? .never : .missing
  }
}
