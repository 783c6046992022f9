import StuntKit

extension DurationText {
  /// A duration argument, or a usage error saying how to write one.
  static func require(_ text: String) throws(CommandError) -> Duration {
    guard let duration = parse(text) else {
      throw CommandError("'\(text)' is not a duration — write e.g. 500ms, 1s, 2m or 1h (at most a year)")
    }
    return duration
  }
}
