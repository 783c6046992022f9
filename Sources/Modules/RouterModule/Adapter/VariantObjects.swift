import StuntKit

/// The object each variant of a slot stands for, made on first use and kept: `use` back and
/// forth finds the same object, with its name and its counts.
@MainActor
final class VariantObjects<Object> {
  private let slot: DependencySlot
  private let make: (String) -> Object
  private var made: [String: Object] = [:]

  init(_ slot: DependencySlot, make: @escaping (String) -> Object) {
    self.slot = slot
    self.make = make
  }

  var current: Object {
    let variant = slot.variant
    if let object = made[variant] { return object }
    let object = make(variant)
    made[variant] = object
    return object
  }

  /// The object of a variant, if it was made.
  subscript(variant: String) -> Object? {
    made[variant]
  }
}
