/// Fowler's system under test: an order for some quantity of one product, filled from a
/// warehouse if it has enough, else reported to the mailer.
@MainActor
final class Order {
  let product: String
  let quantity: Int
  private(set) var isFilled = false
  var mailer: (any MailService)?

  init(product: String, quantity: Int) {
    self.product = product
    self.quantity = quantity
  }

  func fill(_ warehouse: any Warehouse) {
    if warehouse.hasInventory(product: product, quantity: quantity) {
      warehouse.remove(product: product, quantity: quantity)
      isFilled = true
    } else {
      mailer?.send(message: "\(quantity) \(product) could not be filled")
    }
  }
}
