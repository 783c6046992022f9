import StuntKit

/// A method of a test double, typed `<double>.<method>`: a slot's (`loggedInBuilder.build`) or
/// an object double's (`LoggedInRoutingMock#1.load`).
struct DoubleMethod {
  let double: String
  /// The slot, when the double is one; `stub` programs slots only.
  let slot: DependencySlot?
  let method: MethodDescriptor

  var target: String { double + "." + method.name }
}
