/// The error a stub throws when programmed with `throws <value>`.
public struct StubbedError: Error, Equatable, Sendable, CustomStringConvertible {
  public var value: Value
  public init(value: Value) { self.value = value }
  /// The text the user gave, unquoted: `throws "server down"` reads `server down`.
  public var description: String { value.text ?? value.description }
}
