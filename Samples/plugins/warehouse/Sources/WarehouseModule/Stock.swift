import StuntKit

/// Some quantity of one product: what `add` puts in the warehouse and what `fill` orders.
public struct Stock: InputPayload {
  var product: String
  var quantity: Int

  public static let sample = Stock(product: "Talisker", quantity: 50)
}
