import StuntFiles

/// Test Anything Protocol, version 13: one test point per session file.
struct TAPReporter: ReplayReporter {
  let count: Int

  func start() -> String {
    "TAP version 13\n1..\(count)\n"
  }

  func report(_ result: FileResult, number: Int) -> String {
    // A line break in a name would end the test point early: names are spelled out.
    let path = SpelledOut.text(result.path)
    return switch result.status {
    case .passed:
      "ok \(number) - \(path)\n"
    case .skipped(let reason):
      "ok \(number) - \(path) # SKIP \(SpelledOut.text(reason))\n"
    case .failed, .invalid:
      "not ok \(number) - \(path)\n" + diagnostics(result.failureLines.map { SpelledOut.text($0, keepingTabs: true) })
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
