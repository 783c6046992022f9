import CustomDump

/// custom-dump's dump and diff, as lines. Its diff marks lines with ASCII `-` and `+`, which
/// keeps CI logs plain.
enum StateDiff {
  static func lines(from old: Any, to new: Any) -> [String]? {
    guard let text = diff(old, new) else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  static func dump(_ value: Any) -> [String] {
    var text = ""
    customDump(value, to: &text)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
