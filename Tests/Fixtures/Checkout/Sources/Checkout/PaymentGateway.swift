/// Charges a customer: the payment provider's client.
protocol PaymentGateway: Sendable {
    /// Charges the amount and answers the receipt's number.
    func charge(cents: Int) async throws -> String
    /// Gives a charge back.
    func refund(receipt: String) async throws
}

enum PaymentError: Error, Equatable {
    case nothingToCharge
}

/// The card terminal the shop uses.
struct CardGateway: PaymentGateway {
    let merchant: String

    func charge(cents: Int) async throws -> String {
        guard cents > 0 else { throw PaymentError.nothingToCharge }
        return "\(merchant)-\(cents)"
    }

    func refund(receipt: String) async throws {}
}
