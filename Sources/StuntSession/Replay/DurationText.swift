/// Durations in messages: `30s`, `1.5s`, `250ms`.
enum DurationText {
  static func text(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    return "\(Double(milliseconds) / 1000)s"
  }
}
