/// A booked movement of money, shown in recent activity and the transactions list.
struct BankTransaction: Sendable, Equatable, Identifiable {
    /// Stable id (`t001`), also the identifier key of its row.
    let id: String
    /// Who paid or was paid ("Coffee Corner", "Salary").
    var title: String
    /// The amount: negative for money out, positive for money in.
    var amount: Money
    /// A short category ("Food", "Income", "Transfer").
    var category: String
    /// The calendar day the bank booked it on, as the server sends it (ISO 8601, `2026-11-28`): a
    /// day, not an instant, so it reads the same in every time zone (``BookingDayFormatter`` shows
    /// it). Newest first in lists.
    var bookingDate: String
    /// The note the sender wrote, if any.
    var note: String

    /// A transaction.
    init(id: String, title: String, amount: Money, category: String, bookingDate: String, note: String = "") {
        self.id = id
        self.title = title
        self.amount = amount
        self.category = category
        self.bookingDate = bookingDate
        self.note = note
    }

    /// Whether money came in.
    // kass:equivalent relational-boundary: no transaction is of zero (the seed has none, transfers, exchanges and top-ups refuse zero)
    var isMoneyIn: Bool { amount.amount > 0 }
}
