import StuntKit

/// Where an order takes its goods from: the collaborator Fowler's "Mocks Aren't Stubs" tests
/// once with a real warehouse (state verification) and once with a mock (behaviour verification).
@Doubles
@MainActor
package protocol Warehouse {
  /// whether `quantity` of `product` is in stock
  func hasInventory(product: String, quantity: Int) -> Bool
  /// takes `quantity` of `product` out of stock
  func remove(product: String, quantity: Int)
}

/// The warehouse the application ships (Fowler's `WarehouseImpl`): stock in memory.
@MainActor
final class WarehouseImpl: Warehouse {
  private(set) var inventory: [String: Int] = [:]

  func add(product: String, quantity: Int) {
    inventory[product, default: 0] += quantity
  }

  func hasInventory(product: String, quantity: Int) -> Bool {
    inventory[product, default: 0] >= quantity
  }

  func remove(product: String, quantity: Int) {
    inventory[product, default: 0] -= quantity
  }
}

extension WarehouseDoubles {
  static let real = Variant<any Warehouse>.real(summary: "WarehouseImpl: the stock that `add` fills") { context in
    context.environment.shared { WarehouseImpl() }
  }

  static let slot = Slot<any Warehouse>(
    "warehouse", summary: "where orders take their goods from", methods: methods,
    variants: [real] + variants([.stub, .spy, .mock]))
}
