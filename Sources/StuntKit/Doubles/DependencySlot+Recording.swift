extension DependencySlot {
  /// Records a call to a spy or a mock. A strict mock reports at once a call it does not
  /// expect (the sandbox prints it as a FAIL and goes on, where a unit test would fail).
  public func record(_ method: String, _ arguments: [CallLog.Argument], in calls: CallLog) {
    CallRecorder(double: name, calls: calls).record(method, arguments)
  }
}
