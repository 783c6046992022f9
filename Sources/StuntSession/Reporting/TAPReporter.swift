/// Test Anything Protocol, version 13: one test point per session file.
struct TAPReporter: ReplayReporter {
  let count: Int

  func start() -> String {
    "TAP version 13\n1..\(count)\n"
  }

  func report(_ result: FileResult, number: Int) -> String {
    switch result.status {
    case .passed:
      return "ok \(number) - \(result.path)\n"
    case .skipped(let reason):
      return "ok \(number) - \(result.path) # SKIP \(reason)\n"
    case .failed:
      let details = result.failures.flatMap { ["\(result.path):\($0.line): \($0.summary)"] + $0.details }
      return "not ok \(number) - \(result.path)\n" + block(details)
    case .invalid(let error):
      return "not ok \(number) - \(result.path)\n" + block(["\(result.path):\(error.line): error: \(error.message)"])
    }
  }

  func summary(_ results: [FileResult]) -> String {
    let counts = results.counts
    return "# \(counts.passed) passed, \(counts.failed) failed" + (counts.skipped > 0 ? ", \(counts.skipped) skipped" : "") + "\n"
  }

  /// A YAML diagnostic block.
  private func block(_ lines: [String]) -> String {
    (["  ---", "  message: |"] + lines.map { "    " + $0 } + ["  ..."]).joined(separator: "\n") + "\n"
  }
}
