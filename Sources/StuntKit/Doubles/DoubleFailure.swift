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

/// A real variant that cannot work as configured, e.g. a network client with no server.
public struct UnavailableDependency: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
