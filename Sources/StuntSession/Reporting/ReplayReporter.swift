/// How replay results are printed: what comes before, per file, and after.
protocol ReplayReporter: Sendable {
  func start() -> String
  func report(_ result: FileResult, number: Int) -> String
  func summary(_ results: [FileResult]) -> String
}

extension ReplayReporter {
  /// `3 passed, 1 failed` and `, 1 skipped` when any were.
  func summaryLine(_ results: [FileResult]) -> String {
    let counts = ReplayCounts(results)
    return "\(counts.passed) passed, \(counts.failed + counts.invalid) failed"
      + (counts.skipped > 0 ? ", \(counts.skipped) skipped" : "")
  }
}
