/// A named, typed parameter of an input or a dependency method.
public struct ParameterDescriptor: Sendable, Codable {
  public var name: String
  public var type: ValueType

  public init(_ name: String, _ type: ValueType) {
    self.name = name
    self.type = type
  }
}
