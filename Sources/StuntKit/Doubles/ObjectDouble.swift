/// A test double that is an object made during the session rather than a slot: the
/// `LoggedInRoutingMock` a builder mock's handler returns. `calls`, `mock` and `verify` name it
/// like a slot (`calls LoggedInRoutingMock#1`).
package struct ObjectDouble: Sendable, Codable {
  public var name: String
  public var methods: [MethodDescriptor]

  public init(name: String, methods: [MethodDescriptor]) {
    self.name = name
    self.methods = methods
  }
}
