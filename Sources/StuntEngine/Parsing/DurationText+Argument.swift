import StuntKit

extension DurationText {
  /// A duration argument, or a usage error saying how to write one.
  static func require(_ text: String) throws(CommandError) -> Duration {
    switch read(text) {
    case .success(let duration): return duration
    case .failure(let problem):
      throw CommandError("\(problem.reason) — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, at most a year)")
    }
  }
}
