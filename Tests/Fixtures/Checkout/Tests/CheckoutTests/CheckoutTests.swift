import XCTest
@testable import Checkout

final class CheckoutTests: XCTestCase {
    func testPayingBooksTheTotal() async throws {
        let ledger = BookLedger()
        var checkout = Checkout(ledger: ledger)
        checkout.add(cents: 250)

        let receipt = try await checkout.pay()

        XCTAssertEqual(receipt, "corner-shop-250")
        XCTAssertEqual(ledger.balance, 250)
        XCTAssertEqual(checkout.total, 0)
    }
}
