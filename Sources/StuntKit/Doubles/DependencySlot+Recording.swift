extension DependencySlot {
  /// Records a call to a spy or a mock. A strict mock reports at once a call it does not
  /// expect (the sandbox prints it as a FAIL and goes on, where a unit test would fail).
  public func record(_ method: String, _ arguments: [CallLog.Argument], in calls: CallLog) {
    CallRecorder(double: name, calls: calls).record(method, arguments)
  }

  /// A spy's or a mock's call: recorded first, then answered as programmed, so a call whose
  /// answer is an error is in the log like any other.
  public func recordAndAnswer<Result>(
    _ method: String,
    _ arguments: [CallLog.Argument],
    in calls: CallLog,
    decode: (Value) throws -> Result,
    fallback: (() throws -> Result)? = nil
  ) throws -> Result {
    record(method, arguments, in: calls)
    return try answers.respond(to: method, decode: decode, fallback: fallback)
  }
}
