/// How replay results are printed: what comes before, per file, and after.
protocol ReplayReporter: Sendable {
  func start() -> String
  func report(_ result: FileResult, number: Int) -> String
  func summary(_ results: [FileResult]) -> String
}

extension [FileResult] {
  var counts: (passed: Int, failed: Int, skipped: Int) {
    var counts = (passed: 0, failed: 0, skipped: 0)
    for result in self {
      switch result.status {
      case .passed: counts.passed += 1
      case .failed, .invalid: counts.failed += 1
      case .skipped: counts.skipped += 1
      }
    }
    return counts
  }
}
