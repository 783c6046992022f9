import ConcurrencyExtras

/// Work a reducer hands back to the store: nothing, an async operation that may send actions,
/// or the cancellation of running work.
struct Effect<Action: Sendable>: Sendable {
  enum Operation: Sendable {
    case none
    case run(@Sendable (Send<Action>) async throws -> Void)
    case cancel(AnyHashableSendable)
  }

  let operation: Operation
  let cancelID: AnyHashableSendable?

  static var none: Self { Self(operation: .none, cancelID: nil) }

  static func run(_ operation: @escaping @Sendable (Send<Action>) async throws -> Void) -> Self {
    Self(operation: .run(operation), cancelID: nil)
  }

  static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(AnyHashableSendable(id)), cancelID: nil)
  }

  /// Marks the effect so a later `.cancel(id:)` with the same id stops it.
  func cancellable(id: some Hashable & Sendable) -> Self {
    Self(operation: operation, cancelID: AnyHashableSendable(id))
  }
}
