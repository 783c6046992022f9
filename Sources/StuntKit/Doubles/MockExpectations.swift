import Synchronization

/// The calls a mock expects, method by method. A mock reports a call beyond what it expects at
/// once; what is still missing is checked on demand.
public final class MockExpectations: Sendable {
  private let expected = Mutex<[String: CallCount]>([:])

  public init() {}

  public func expect(_ method: String, _ count: CallCount?) {
    expected.withLock { $0[method] = count }
  }

  public func count(for method: String) -> CallCount? {
    expected.withLock { $0[method] }
  }

  /// Sorted by method name.
  public var all: [(method: String, count: CallCount)] {
    expected.withLock { $0.map { ($0.key, $0.value) } }.sorted { $0.method < $1.method }
  }

  public func clear() {
    expected.withLock { $0.removeAll() }
  }
}
