/// A customer's basket, paid through the gateway and booked in the ledger.
struct Checkout {
    /// Set by the app at launch; tests set their own.
    var gateway: PaymentGateway = CardGateway(merchant: "corner-shop")
    let ledger: Ledger
    var customer = "guest"
    private(set) var total = 0
    private var receipts: [String] = []

    init(ledger: Ledger) {
        self.ledger = ledger
    }

    /// Puts an item in the basket.
    mutating func add(cents: Int) {
        total += cents
    }

    /// Pays the basket: charges it, books it and empties it.
    mutating func pay() async throws -> String {
        let receipt = try await gateway.charge(cents: total)
        ledger.balance += total
        ledger.record(total, note: "\(customer) \(receipt)")
        receipts.append(receipt)
        total = 0
        return receipt
    }
}
