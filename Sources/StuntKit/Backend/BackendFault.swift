/// A failure the backend injects, to show why a stub beats a flaky real service.
public struct BackendFault: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// An HTTP error status with a JSON `{"message": ...}` body, as the seeds' services send.
    case status(Int, message: String?)
    /// A 200 whose body is not what the endpoint promises (truncated JSON, invalid UTF-8).
    case garbled
  }

  public var kind: Kind
  /// How many more requests fail; nil for all of them until `backend reset`.
  public var remaining: Int?

  public init(kind: Kind, remaining: Int?) {
    self.kind = kind
    self.remaining = remaining
  }
}
