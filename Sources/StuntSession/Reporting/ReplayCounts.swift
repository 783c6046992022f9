/// How many files passed, failed, were skipped, or did not parse.
struct ReplayCounts {
  var passed = 0
  var failed = 0
  var skipped = 0
  var invalid = 0

  init(_ results: [FileResult]) {
    for result in results {
      switch result.status {
      case .passed: passed += 1
      case .failed: failed += 1
      case .invalid: invalid += 1
      case .skipped: skipped += 1
      }
    }
  }
}
