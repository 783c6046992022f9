/// Durations as typed and printed: a number and one of ms, s, m, h (`500ms`, `1.5s`, `2m`,
/// `1h`); printed the same way (`1h30m` too).
public enum DurationText {
  /// Reads `500ms`, `1s`, `1.5s`, `2m`, `1h`: positive, at most a year.
  public static func parse(_ text: String) -> Duration? {
    try? read(text).get()
  }

  /// Why a duration was not read: said in words a usage error can show.
  public struct Problem: Error, Equatable, Sendable {
    public var reason: String
  }

  /// A duration, or why `text` is not one. Durations are whole milliseconds: a finer one
  /// (`0.0001ms`, `1.5ms`) is refused rather than rounded, so nothing moves by a silent zero.
  public static func read(_ text: String) -> Result<Duration, Problem> {
    let units: [(suffix: String, milliseconds: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
    guard let unit = units.first(where: { text.hasSuffix($0.suffix) }),
      let amount = Double(text.dropLast(unit.suffix.count)), amount.isFinite, amount > 0
    else {
      return .failure(Problem(reason: "'\(text)' is not a duration"))
    }
    let milliseconds = amount * unit.milliseconds
    guard milliseconds <= longest else { return .failure(Problem(reason: "'\(text)' is longer than a year")) }
    guard milliseconds >= 1, abs(milliseconds - milliseconds.rounded()) < 1e-6 else {
      return .failure(Problem(reason: "'\(text)' is not a whole number of milliseconds"))
    }
    return .success(.milliseconds(Int64(milliseconds.rounded())))
  }

  /// A year, in milliseconds: the longest duration read.
  static let longest: Double = 366 * 86_400_000

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
