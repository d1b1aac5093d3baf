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
    /// The booking day as text ("28 Nov"); newest first in lists.
    var day: String
    /// The note the sender wrote, if any.
    var note: String

    /// A transaction.
    init(id: String, title: String, amount: Money, category: String, day: String, note: String = "") {
        self.id = id
        self.title = title
        self.amount = amount
        self.category = category
        self.day = day
        self.note = note
    }

    /// Whether money came in.
    // kass:equivalent relational-boundary: no transaction is of zero (the seed has none, transfers, exchanges and top-ups refuse zero)
    var isMoneyIn: Bool { amount.amount > 0 }
}
