import StuntKit

extension DurationText {
  /// A duration argument, or a usage error saying how to write one; `longest` is the command's
  /// own limit, which the error names (a year where the command has none of its own).
  static func require(_ text: String, atMost longest: Duration? = nil, by command: String? = nil) throws(CommandError) -> Duration {
    let limit = longest.map { "at most \(DurationText.text($0))" } ?? "at most a year"
    switch read(text) {
    case .success(let duration):
      if let longest, duration > longest {
        throw CommandError("\(command ?? "it") moves \(limit) at a time; got \(DurationText.text(duration))")
      }
      return duration
    case .failure(let problem):
      let reason = longest != nil && problem.reason.hasSuffix("longer than a year") ? "'\(text)' is too long" : problem.reason
      throw CommandError("\(reason) — write e.g. 500ms, 1s, 2m or 1h (whole milliseconds, \(limit))")
    }
  }
}
