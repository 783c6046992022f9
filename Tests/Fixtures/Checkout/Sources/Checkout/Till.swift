/// What the shop's auditor reads at closing time.
protocol Auditing {
    func closingReport() -> String
}

extension BookLedger: Auditing {
    func closingReport() -> String {
        "\(entries.count) entries, \(balance) \(currency)"
    }
}

/// The till at closing time: it books the cash in the drawer and gives the auditor's report.
final class Till {
    private let book: Ledger & Auditing

    init(book: Ledger & Auditing) {
        self.book = book
    }

    /// Books the drawer's cash and answers the day's report.
    func close(cashCents: Int) -> String {
        book.balance += cashCents
        book.record(cashCents, note: "cash")
        return book.closingReport()
    }
}
