import IssueReporting

extension DependencySlot {
  /// Records a call to a spy or a mock. A mock also checks the call against what it expects
  /// and reports at once a call it does not expect (the sandbox prints it as a FAIL and goes
  /// on, where a mock in a unit test would fail the test).
  public func record(_ method: String, _ arguments: [CallLog.Argument], in calls: CallLog) {
    calls.record(name, method, arguments)
    guard kind == .mock, let expected = expectations.count(for: method) else { return }
    let made = calls.calls(to: name, method: method)
    guard let call = made.last, !expected.allows(made.count) else { return }
    reportIssue(
      "unexpected call \(name).\(call): the mock expects \(expected.amount) to \(name).\(method); this is call \(made.count)"
    )
  }

  /// `use <slot> mock times=N`: every method of the slot is expected exactly N times.
  public func expectEveryMethod(_ count: CallCount) {
    for method in descriptor.methods {
      expectations.expect(method.name, count)
    }
  }
}
