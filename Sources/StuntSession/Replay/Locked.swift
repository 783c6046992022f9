import StuntKit

/// A value set on one thread and read on another after a wait.
final class Locked<Value: Sendable>: Sendable {
  private let storage: Guarded<Value>
  init(_ value: Value) { storage = Guarded(value) }
  var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
