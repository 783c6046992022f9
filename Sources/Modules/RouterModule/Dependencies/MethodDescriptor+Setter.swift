import StuntKit

extension MethodDescriptor {
  /// The setter of a property the protocol declares `{ get set }`, by the name `@MethodNames`
  /// gives it (`router.set`), with the value set as `newValue`: how `@Doubles` describes the
  /// setters it generates, so `calls`, `expect`, `mock` and `verify` read mockolo's
  /// `routerSetCallCount` the same way for a hand-written mock.
  static func setter(_ setter: some MethodName, of type: String) -> MethodDescriptor {
    let property = setter.rawValue.split(separator: ".").first.map(String.init) ?? setter.rawValue
    return MethodDescriptor(
      setter.rawValue, parameters: [ParameterDescriptor("newValue", .object(typeName: type))],
      summary: "sets \(property), counted as mockolo's \(property)SetCallCount")
  }
}
