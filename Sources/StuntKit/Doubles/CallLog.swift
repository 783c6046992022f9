
/// The calls that the spies and mocks of one module instance received, in order across all
/// doubles, and what each mock expects. Recording a call and checking it against the
/// expectations happen under one lock, so a mock never miscounts.
///
/// A mock is lenient until it is told what to expect, like the mockolo mocks of the RIBs seed:
/// it counts its calls, and a test asserts on them afterwards. Once `mock <double>.<method>`
/// gave it an expectation it is strict: a call no expectation covers, or one call too many,
/// fails at once.
public final class CallLog: Sendable {
  public struct Call: Equatable, Sendable, Codable, CustomStringConvertible {
    /// 1-based position among all calls of this module instance.
    public var sequence: Int
    /// The slot (`clubService`) or object (`LoggedInRoutingMock#1`) that received it.
    public var double: String
    public var method: String
    public var arguments: [Argument]

    /// `fetch(3)`, `build(listener: RootInteractor#1)`
    public var description: String { Call.describing(method, arguments) }

    /// A call as the log prints it, also for a double that reports a call it does not record.
    public static func describing(_ method: String, _ arguments: [Argument]) -> String {
      method + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }

    /// `loggedInBuilder.build(listener: RootInteractor#1)`
    public var qualified: String { double + "." + description }

    /// The argument of the parameter with this name and position: by label, or by position
    /// when the call was recorded without labels (`fetch(3)`).
    public func argument(_ name: String, at position: Int) -> Value? {
      arguments.argument(name, at: position)
    }
  }

  public struct Argument: Equatable, Sendable, Codable, CustomStringConvertible {
    public var label: String?
    public var value: Value

    public init(_ label: String?, _ value: Value) {
      self.label = label
      self.value = value
    }

    public var description: String { (label.map { $0 + ": " } ?? "") + value.description }
  }

  /// A double in mock mode since call number `since`: its expectations count the calls from
  /// then on.
  struct Mock: Sendable {
    var since: Int
    var expectations: [CallExpectation] = []
  }

  struct State: Sendable {
    var calls: [Call] = []
    var mocks: [String: Mock] = [:]
    /// Calls numbered so far: numbers are never reused, also when a double's calls are forgotten.
    var numbered = 0
  }

  private let state = Guarded(State())

  public init() {}

  /// Records a call. For a strict mock it returns why the call was unexpected, if it was: no
  /// expectation covers it, or it is one call too many.
  @discardableResult
  public func record(_ double: String, _ method: String, _ arguments: [Argument] = []) -> String? {
    state.withLock { state in
      state.numbered += 1
      let call = Call(sequence: state.numbered, double: double, method: method, arguments: arguments)
      state.calls.append(call)
      guard let mock = state.mocks[double], !mock.expectations.isEmpty else { return nil }
      let covering = mock.expectations.filter { $0.matches(call) }
      guard !covering.isEmpty else {
        let expected = mock.expectations.filter { $0.method == method }
        return "unexpected call \(call.qualified): the mock expects "
          + (expected.isEmpty ? "no calls to \(double).\(method)" : expected.map(\.description).joined(separator: "; "))
      }
      // Lazily: this runs on every call a strict mock records.
      let received = state.calls.lazy.filter { $0.sequence > mock.since }
      for expectation in covering {
        let made = received.count(where: expectation.matches)
        guard !expectation.count.allows(made) else { continue }
        return "unexpected call \(call.qualified): the mock expects \(expectation.count.amount) to \(double).\(method)"
          + (expectation.arguments.isEmpty ? "" : " with " + expectation.argumentList) + "; this is call \(made)"
      }
      return nil
    }
  }

  public var all: [Call] { state.withLock { $0.calls } }

  public func calls(to double: String, method: String? = nil) -> [Call] {
    all.filter { $0.double == double && (method == nil || $0.method == method) }
  }

  public func clear() {
    state.withLock { $0 = State() }
  }

  /// Forgets the calls a double received, as `use` does when it gives a slot a new double:
  /// `calls`, `expect calls.…`, `verify` and `verify order` then all count from here.
  public func forget(_ double: String) {
    state.withLock { $0.calls.removeAll { $0.double == double } }
  }

  // MARK: - Mocks

  /// Puts a double in mock mode: calls from now on are checked; earlier ones do not count.
  public func becomeMock(_ double: String) {
    state.withLock { $0.mocks[double] = Mock(since: $0.numbered) }
  }

  public func stopMocking(_ double: String) {
    state.withLock { $0.mocks[double] = nil }
  }

  public func isMock(_ double: String) -> Bool {
    state.withLock { $0.mocks[double] != nil }
  }

  /// Adds an expectation to a mock, replacing one for the same method and arguments. The mock
  /// is strict from now on.
  package func expect(_ expectation: CallExpectation) {
    state.withLock { state in
      guard var mock = state.mocks[expectation.double] else { return }
      mock.expectations.removeAll { $0.method == expectation.method && $0.arguments == expectation.arguments }
      mock.expectations.append(expectation)
      state.mocks[expectation.double] = mock
    }
  }

  package func expectations(of double: String) -> [CallExpectation] {
    state.withLock { $0.mocks[double]?.expectations ?? [] }
  }

  /// The calls a mock received since it became one.
  public func callsSinceMocking(_ double: String) -> [Call] {
    state.withLock { state in
      guard let mock = state.mocks[double] else { return [] }
      return state.calls.filter { $0.sequence > mock.since && $0.double == double }
    }
  }

  /// Doubles in mock mode, sorted.
  public var mocks: [String] {
    state.withLock { $0.mocks.keys.sorted() }
  }

  // MARK: - Verification

  /// What `verify` checks: each expectation of the mock against the calls it received since it
  /// became one. Returns how many held, and the evidence for each that did not.
  package func verify(_ double: String) -> (met: Int, unmet: [UnmetExpectation]) {
    let received = callsSinceMocking(double)
    var met = 0
    var unmet: [UnmetExpectation] = []
    for expectation in expectations(of: double) {
      let matching = received.filter(expectation.matches).count
      if expectation.count.isMet(by: matching) {
        met += 1
      } else {
        unmet.append(
          UnmetExpectation(expectation: expectation, matching: matching, calls: received.filter { $0.method == expectation.method }))
      }
    }
    return (met, unmet)
  }
}

extension [CallLog.Argument] {
  /// The argument of the parameter with this name and position: by label, or by position when
  /// the call was recorded without labels (`fetch(3)`).
  public func argument(_ name: String, at position: Int) -> Value? {
    if let labeled = first(where: { $0.label == name }) { return labeled.value }
    guard position < count, self[position].label == nil else { return nil }
    return self[position].value
  }
}
