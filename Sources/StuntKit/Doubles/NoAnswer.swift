/// A double was called for a method nobody programmed, and no sensible default exists.
/// (The RIBs seed's mocks `fatalError` here; the sandbox reports it and goes on.)
package struct NoAnswer: Error, Equatable, Sendable, CustomStringConvertible {
  public var slot: String
  public var method: String
  public var description: String {
    "\(slot).\(method) returns a value that can't be handled with a default value and its answer must be set (stub \(slot).\(method) returns ...)"
  }
}
