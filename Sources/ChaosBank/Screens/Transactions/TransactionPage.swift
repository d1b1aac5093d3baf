/// Which transactions the list shows: the segments of the transactions filter.
enum TransactionDirection: Int, CaseIterable, Sendable {
    /// Every transaction.
    case all
    /// Money in (positive amounts).
    case moneyIn
    /// Money out (negative amounts).
    case moneyOut

    /// Whether `transaction` belongs to this filter.
    func includes(_ transaction: BankTransaction) -> Bool {
        switch self {
        case .all: true
        case .moneyIn: transaction.amount.amount > 0
        case .moneyOut: transaction.amount.amount < 0
        }
    }

    /// The segment's title.
    var title: LocalizedText {
        switch self {
        case .all: LocalizedText(en: "All", de: "Alle")
        case .moneyIn: LocalizedText(en: "In", de: "Eingang")
        case .moneyOut: LocalizedText(en: "Out", de: "Ausgang")
        }
    }
}

/// One page of the transactions list, as the backend answers it.
struct TransactionPage: Sendable, Equatable {
    /// The page's transactions, newest first.
    var transactions: [BankTransaction]
    /// The index of the first of them among all matching transactions.
    var offset: Int
    /// How many transactions match the query in all.
    var total: Int

    /// A page.
    init(transactions: [BankTransaction], offset: Int, total: Int) {
        self.transactions = transactions
        self.offset = offset
        self.total = total
    }
}
