import StuntKit

/// Fowler's "Mocks Aren't Stubs" in the sandbox: stock a warehouse, fill orders from it, and
/// check them by state (the real warehouse's stock) or by behaviour (what a mock was asked).
@MainActor
public final class WarehouseModule: StuntModule {
  public static let info = ModuleInfo(
    name: "warehouse", summary: "Fowler's Order and Warehouse: state versus behaviour verification",
    seed: "Martin Fowler, Mocks Aren't Stubs (a sample plugin)",
    topics: [.mocksArentStubs])
  public static let slots: [any DeclaredSlot] = [WarehouseDoubles.slot, MailServiceDoubles.slot]

  public enum Action: ModuleAction {
    case add(Stock)
    case fill(Stock)

    public static let inputs: [Input<Action>] = [
      Input(Action.add, summary: "puts stock in the real warehouse (the test's setUp)"),
      Input(Action.fill, summary: "a new Order(product, quantity), filled from the warehouse slot"),
    ]
  }

  struct State: Sendable {
    var orders: [Line]
    /// The real warehouse's stock, once it is stocked.
    var inventory: [String: Int]

    struct Line: Sendable {
      var product: String
      var quantity: Int
      var isFilled: Bool
    }
  }

  private let environment: ModuleEnvironment
  private let warehouse: WarehouseDoubles.Swappable
  private let mailer: MailServiceDoubles.Swappable
  private var orders: [Order] = []

  public init(environment: ModuleEnvironment) {
    self.environment = environment
    warehouse = WarehouseDoubles.Swappable(dependency: environment.dependency(WarehouseDoubles.slot))
    mailer = MailServiceDoubles.Swappable(dependency: environment.dependency(MailServiceDoubles.slot))
  }

  public func send(_ action: Action) throws(ModuleError) {
    switch action {
    case .add(let stock):
      environment.shared { WarehouseImpl() }.add(product: stock.product, quantity: stock.quantity)
    case .fill(let stock):
      guard stock.quantity > 0 else { throw ModuleError("an order is for 1 or more; got \(stock.quantity)") }
      let order = Order(product: stock.product, quantity: stock.quantity)
      order.mailer = mailer
      order.fill(warehouse)
      orders.append(order)
    }
  }

  public var state: any Sendable {
    State(
      orders: orders.map { State.Line(product: $0.product, quantity: $0.quantity, isFilled: $0.isFilled) },
      inventory: environment.shared { WarehouseImpl() }.inventory)
  }
}
