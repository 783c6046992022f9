import Synchronization

/// The calls that spies and mocks of one module instance received, in order across all slots,
/// so `calls` can show counts and arguments and later checks can verify call order.
public final class CallLog: Sendable {
  public struct Call: Equatable, Sendable, CustomStringConvertible {
    /// 1-based position among all calls of this module instance.
    public var sequence: Int
    public var slot: String
    public var method: String
    public var arguments: [Argument]

    /// `fetch(n: 3)`
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

  private let calls = Mutex<[Call]>([])

  public init() {}

  public func record(_ slot: String, _ method: String, _ arguments: [Argument] = []) {
    calls.withLock { calls in
      calls.append(Call(sequence: calls.count + 1, slot: slot, method: method, arguments: arguments))
    }
  }

  public var all: [Call] { calls.withLock { $0 } }

  public func calls(to slot: String, method: String? = nil) -> [Call] {
    all.filter { $0.slot == slot && (method == nil || $0.method == method) }
  }

  public func clear() {
    calls.withLock { $0.removeAll() }
  }
}
