/// What a generated stub answers when no `stub` programmed the call: the seed's own canned
/// answer, as TCA's tutorial stub answers "\(n) is a good number." for any number. Without one,
/// a stub's unprogrammed call throws `NoAnswer` or answers the result's default.
///
/// ```swift
/// NumberFactClientDoubles.variants(
///   unprogrammed: Unprogrammed(#""<n> is a good number.""#) { NumberFactClient { "\($0) is a good number." } })
/// ```
public struct Unprogrammed<Client>: Sendable {
  /// How `deps` shows the answer, after "else".
  public let summary: String
  public let answer: @MainActor @Sendable () -> Client

  public init(_ summary: String, answer: @escaping @MainActor @Sendable () -> Client) {
    self.summary = summary
    self.answer = answer
  }
}

/// The values a generated stub's settable properties were given, by name: a getter answers
/// the last one set, as mockolo's mocks keep theirs.
public final class SetValues: @unchecked Sendable {
  // Any, not Sendable: a property's type is the protocol's; the lock keeps access serial.
  private let values = Guarded<[String: Any]>([:])

  public init() {}

  public func set(_ name: String, _ value: Any) {
    values.withLock { $0[name] = value }
  }

  public func value<Value>(_ name: String, as type: Value.Type) -> Value? {
    values.withLock { $0[name] } as? Value
  }
}
