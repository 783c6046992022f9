/// Durations as typed and printed: a number and one of ms, s, m, h (`500ms`, `1.5s`, `2m`,
/// `1h`); printed the same way (`1h30m` too).
public enum DurationText {
  /// Reads `500ms`, `1s`, `1.5s`, `2m`, `1h`: positive, at most a year.
  public static func parse(_ text: String) -> Duration? {
    let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      if let amount = Double(number), amount.isFinite, amount > 0, amount * unit.seconds <= 366 * 86_400 {
        return .milliseconds(Int64((amount * unit.seconds * 1000).rounded()))
      }
    }
    return nil
  }

  public static func text(_ duration: Duration) -> String {
    let milliseconds = Int64(duration.components.seconds) * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    if milliseconds % 1000 != 0 || milliseconds < 60_000 {
      let seconds = Double(milliseconds) / 1000
      return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
    }
    let minutes = milliseconds / 60_000
    let seconds = (milliseconds / 1000) % 60
    if minutes < 60 { return seconds == 0 ? "\(minutes)m" : "\(minutes)m\(seconds)s" }
    let hours = minutes / 60
    let rest = minutes % 60
    return rest == 0 && seconds == 0 ? "\(hours)h" : "\(hours)h\(rest)m" + (seconds == 0 ? "" : "\(seconds)s")
  }
}
