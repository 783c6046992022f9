import StuntKit

/// Durations as typed: a number and one of ms, s, m, h (`500ms`, `1.5s`, `2m`, `1h`).
public enum DurationText {
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

  /// The same duration as a usage error when it does not read.
  static func require(_ text: String) throws(CommandError) -> Duration {
    guard let duration = parse(text) else {
      throw CommandError("'\(text)' is not a duration — write e.g. 500ms, 1s, 2m or 1h (at most a year)")
    }
    return duration
  }
}
