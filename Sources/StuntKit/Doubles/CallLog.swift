import Synchronization

/// The calls that the spies and mocks of one module instance received, in order across all
/// doubles, and what each active mock expects. Recording a call and checking it against the
/// expectations happen under one lock, so a mock never miscounts.
public final class CallLog: Sendable {
  public struct Call: Equatable, Sendable, CustomStringConvertible {
    /// 1-based position among all calls of this module instance.
    public var sequence: Int
    /// The slot (`clubService`) or object (`LoggedInRoutingMock#1`) that received it.
    public var double: String
    public var method: String
    public var arguments: [Argument]

    /// `fetch(3)`, `build(listener: RootInteractor#1)`
    public var description: String {
      method + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }
  }

  public struct Argument: Equatable, Sendable, CustomStringConvertible {
    public var label: String?
    public var value: Value
    public init(_ label: String?, _ value: Value) {
      self.label = label
      self.value = value
    }
    public var description: String { (label.map { $0 + ": " } ?? "") + value.description }
  }

  /// A double in mock mode: the calls before `since` were made to it as something else.
  struct Mock: Sendable {
    var since: Int
    var expectations: [CallExpectation] = []
  }

  struct State: Sendable {
    var calls: [Call] = []
    var mocks: [String: Mock] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// Records a call. For a double in mock mode it returns why the call was unexpected, if it
  /// was: no expectation covers it, or it is one call too many.
  @discardableResult
  public func record(_ double: String, _ method: String, _ arguments: [Argument] = []) -> String? {
    state.withLock { state in
      let call = Call(sequence: state.calls.count + 1, double: double, method: method, arguments: arguments)
      state.calls.append(call)
      guard let mock = state.mocks[double] else { return nil }
      let since = state.calls.filter { $0.sequence > mock.since }
      let covering = mock.expectations.filter { $0.matches(call) }
      guard !covering.isEmpty else {
        let expected = mock.expectations.filter { $0.method == method }
        return "unexpected call \(double).\(call): "
          + (expected.isEmpty
            ? "the mock expects no calls to \(double).\(method)"
            : "the mock expects " + expected.map(\.description).joined(separator: "; "))
      }
      guard let over = covering.first(where: { expectation in !expectation.count.allows(since.filter(expectation.matches).count) })
      else { return nil }
      return "unexpected call \(double).\(call): the mock expects \(over.count.amount) to \(double).\(method)"
        + "\(over.arguments.isEmpty ? "" : " with " + over.arguments.map(\.description).joined(separator: ", ")); this is call \(since.filter(over.matches).count)"
    }
  }

  public var all: [Call] { state.withLock { $0.calls } }

  public func calls(to double: String, method: String? = nil) -> [Call] {
    all.filter { $0.double == double && (method == nil || $0.method == method) }
  }

  public func clear() {
    state.withLock { $0 = State() }
  }

  // MARK: - Mocks

  /// Puts a double in mock mode: calls from now on are checked; earlier ones do not count.
  /// A mock with no expectations expects no calls.
  public func becomeMock(_ double: String) {
    state.withLock { $0.mocks[double] = Mock(since: $0.calls.count) }
  }

  public func stopMocking(_ double: String) {
    state.withLock { $0.mocks[double] = nil }
  }

  public func isMock(_ double: String) -> Bool {
    state.withLock { $0.mocks[double] != nil }
  }

  /// Adds an expectation, replacing one for the same method and arguments.
  public func expect(_ expectation: CallExpectation) {
    state.withLock { state in
      guard var mock = state.mocks[expectation.double] else { return }
      mock.expectations.removeAll { $0.method == expectation.method && $0.arguments == expectation.arguments }
      mock.expectations.append(expectation)
      state.mocks[expectation.double] = mock
    }
  }

  public func expectations(of double: String) -> [CallExpectation] {
    state.withLock { $0.mocks[double]?.expectations ?? [] }
  }

  /// The calls a mock received since it became one.
  public func callsSinceMocking(_ double: String) -> [Call] {
    state.withLock { state in
      guard let mock = state.mocks[double] else { return [] }
      return state.calls.filter { $0.double == double && $0.sequence > mock.since }
    }
  }

  /// Doubles in mock mode, sorted.
  public var mocks: [String] {
    state.withLock { $0.mocks.keys.sorted() }
  }
}
