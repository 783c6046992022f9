/// Durations as Stunt prints them: `500ms`, `1s`, `1.5s`, `2m`, `1h`, `1h30m`.
public enum DurationFormat {
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
