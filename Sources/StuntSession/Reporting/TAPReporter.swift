/// Test Anything Protocol, version 13: one test point per session file.
struct TAPReporter: ReplayReporter {
  let count: Int

  func start() -> String {
    "TAP version 13\n1..\(count)\n"
  }

  func report(_ result: FileResult, number: Int) -> String {
    switch result.status {
    case .passed:
      "ok \(number) - \(result.path)\n"
    case .skipped(let reason):
      "ok \(number) - \(result.path) # SKIP \(reason)\n"
    case .failed, .invalid:
      "not ok \(number) - \(result.path)\n" + diagnostics(result.failureLines)
    }
  }

  func summary(_ results: [FileResult]) -> String {
    "# " + summaryLine(results) + "\n"
  }

  /// A YAML diagnostic block.
  private func diagnostics(_ lines: [String]) -> String {
    (["  ---", "  message: |"] + lines.map { "    " + $0 } + ["  ..."]).joined(separator: "\n") + "\n"
  }
}
