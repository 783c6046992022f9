import StuntKit

extension MethodDescriptor {
  /// The setter of a property the protocol declares `{ get set }`, by the name `@MethodNames`
  /// gives it (`router.set`), with the value set as `newValue`: how `@Doubles` describes the
  /// setters it generates, so `calls`, `expect`, `mock` and `verify` read mockolo's
  /// `routerSetCallCount` the same way for a hand-written mock.
  ///
  /// The type is the property's own, `(any RootRouting)?.self` for `var router: RootRouting?`:
  /// RIBs' settable properties are optional references (a router, a listener), so `newValue`
  /// is an object or nil, and `verify interactor.router.set never newValue=nil` can say so.
  static func setter<Object>(_ setter: some MethodName, of type: Object?.Type) -> MethodDescriptor {
    let property = setter.rawValue.split(separator: ".").first.map(String.init) ?? setter.rawValue
    return MethodDescriptor(
      setter.rawValue,
      parameters: [ParameterDescriptor("newValue", .optional(.object(typeName: String(describing: Object.self))))],
      summary: "sets \(property), counted as mockolo's \(property)SetCallCount")
  }
}
