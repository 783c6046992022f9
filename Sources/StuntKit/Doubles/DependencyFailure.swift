/// The error a `failing` double answers with.
public struct DependencyFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var slot: String
  public var method: String
  public init(slot: String, method: String) {
    self.slot = slot
    self.method = method
  }
  public var description: String { "\(slot).\(method) failed (the failing double always fails)" }
}
