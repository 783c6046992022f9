/// Where the shop books what it sold.
protocol Ledger: AnyObject {
    /// What the shop has taken, in cents.
    var balance: Int { get set }
    var currency: String { get }
    func record(_ cents: Int)
    func record(_ cents: Int, note: String)
}

/// The shop's book: entries in memory.
final class BookLedger: Ledger {
    var balance = 0
    let currency = "EUR"
    private(set) var entries: [String] = []

    func record(_ cents: Int) {
        entries.append("\(cents)")
    }

    func record(_ cents: Int, note: String) {
        entries.append("\(cents) \(note)")
    }
}
