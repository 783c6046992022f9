/// Whether Stunt runs in CI: the `CI` variable CI systems set (`true`, `1`, a name), neither empty
/// nor `0` nor `false`. There nothing is rewritten by default (`UpdateMode`), and a repository's
/// `.stunt-plugins` runs untrusted, since CI runs the repository's code anyway.
public enum ContinuousIntegration {
  public static let variable = "CI"

  public static func isOn(_ environment: [String: String]) -> Bool {
    guard let value = environment[variable] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }
}
