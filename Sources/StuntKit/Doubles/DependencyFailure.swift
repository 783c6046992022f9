/// The error a double that will not answer throws: a `failing` double always, a `dummy` or an
/// `unimplemented` one from a method that throws (after reporting the call).
public struct DependencyFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var slot: String
  public var method: String
  /// `.failing`, `.dummy` or `.unimplemented`: which double refused, so the error says why.
  public var kind: DoubleKind

  public init(slot: String, method: String, kind: DoubleKind = .failing) {
    self.slot = slot
    self.method = method
    self.kind = kind
  }

  public var description: String {
    switch kind {
    case .dummy: "\(slot).\(method) was called on a dummy (a dummy only fills a parameter)"
    case .unimplemented: "\(slot).\(method) is unimplemented"
    default: "\(slot).\(method) failed (the failing double always fails)"
    }
  }
}
