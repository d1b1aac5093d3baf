import Foundation

/// The backend's in-memory records: what the server would store. Screens never touch it directly;
/// they go through ``BankBackend`` so every read and write pays the service's latency.
@MainActor
final class BankData {
    /// The customer.
    var user: UserProfile
    /// Per-currency accounts, in display order.
    var accounts: [Account]
    /// Booked transactions, newest first.
    var transactions: [BankTransaction]
    /// Saved recipients.
    var recipients: [Recipient]
    /// Exchange rates: units of a currency per 1 EUR.
    var ratesPerEuro: [Currency: Decimal]
    /// Tradable assets.
    var assets: [Asset]
    /// Portfolio positions.
    var holdings: [Holding]
    /// Orders placed, oldest first.
    var orders: [Order]
    /// The debit card.
    var card: CardState

    /// The demo data every launch starts from (the same on every launch, so tests can rely on it).
    init() {
        user = .demo
        accounts = [
            Account(
                id: "eur",
                name: "Euro",
                balance: Money(Decimal(string: "4250.75")!, .eur),
                todayChange: Money(Decimal(string: "120.40")!, .eur)
            ),
            Account(
                id: "usd",
                name: "US Dollar",
                balance: Money(Decimal(string: "1320.00")!, .usd),
                todayChange: Money(Decimal(string: "-15.20")!, .usd)
            ),
            Account(id: "gbp", name: "British Pound", balance: Money(Decimal(string: "860.30")!, .gbp), todayChange: Money(0, .gbp)),
        ]
        transactions = BankData.seedTransactions()
        recipients = [
            Recipient(id: "lena", name: "Lena Fischer", iban: "DE89 3704 0044 0532 0130 00"),
            Recipient(id: "omar", name: "Omar Haddad", iban: "DE02 1203 0000 0000 2020 51"),
            Recipient(id: "sofia", name: "Sofia Rossi", iban: "IT60 X054 2811 1010 0000 0123 456"),
            Recipient(id: "tom", name: "Tom Baker", iban: "GB29 NWBK 6016 1331 9268 19"),
        ]
        ratesPerEuro = [.eur: 1, .usd: Decimal(string: "1.0850")!, .gbp: Decimal(string: "0.8560")!, .chf: Decimal(string: "0.9420")!]
        assets = [
            Asset(
                symbol: "AAPL",
                name: "Apple",
                kind: .stocks,
                price: Decimal(string: "189.50")!,
                openingPrice: Decimal(string: "187.20")!,
                currency: .usd
            ),
            Asset(
                symbol: "MSFT",
                name: "Microsoft",
                kind: .stocks,
                price: Decimal(string: "415.30")!,
                openingPrice: Decimal(string: "418.00")!,
                currency: .usd
            ),
            Asset(
                symbol: "TSLA",
                name: "Tesla",
                kind: .stocks,
                price: Decimal(string: "242.10")!,
                openingPrice: Decimal(string: "240.00")!,
                currency: .usd
            ),
            Asset(
                symbol: "VWCE",
                name: "Vanguard FTSE All-World",
                kind: .etfs,
                price: Decimal(string: "112.40")!,
                openingPrice: Decimal(string: "111.90")!,
                currency: .eur
            ),
            Asset(
                symbol: "SPY",
                name: "SPDR S&P 500",
                kind: .etfs,
                price: Decimal(string: "520.75")!,
                openingPrice: Decimal(string: "522.10")!,
                currency: .usd
            ),
            Asset(
                symbol: "BTC",
                name: "Bitcoin",
                kind: .crypto,
                price: Decimal(string: "61250.00")!,
                openingPrice: Decimal(string: "60100.00")!,
                currency: .usd
            ),
            Asset(
                symbol: "ETH",
                name: "Ethereum",
                kind: .crypto,
                price: Decimal(string: "3120.40")!,
                openingPrice: Decimal(string: "3200.00")!,
                currency: .usd
            ),
        ]
        holdings = [
            Holding(symbol: "AAPL", quantity: 10, averageCost: Decimal(string: "150.00")!),
            Holding(symbol: "VWCE", quantity: 25, averageCost: Decimal(string: "98.50")!),
            Holding(symbol: "BTC", quantity: Decimal(string: "0.05")!, averageCost: Decimal(string: "40000.00")!),
        ]
        orders = []
        card = CardState(
            number: "4921 5300 1234 5678", cvv: "371", expiry: "09/29",
            isFrozen: false, onlinePaymentsEnabled: true, monthlyLimit: Money(2000, .eur)
        )
    }

    /// The account in `currency`, if the user has one.
    func account(in currency: Currency) -> Account? { accounts.first { $0.currency == currency } }

    /// The asset with `symbol`, if tradable.
    func asset(symbol: String) -> Asset? { assets.first { $0.symbol == symbol } }

    /// 57 transactions over the last weeks, newest first: a fixed pattern of merchants, salaries and
    /// transfers, so pagination (20 per page) ends on a partial page.
    static func seedTransactions() -> [BankTransaction] {
        let pattern: [(title: String, amount: Decimal)] = [
            ("Coffee Corner", Decimal(string: "-3.80")!),
            ("Salary ACME GmbH", Decimal(string: "3200.00")!),
            ("Supermarkt Frisch", Decimal(string: "-54.23")!),
            ("City Transit", Decimal(string: "-2.90")!),
            ("Lena Fischer", Decimal(string: "25.00")!),
            ("Streamly", Decimal(string: "-12.99")!),
            ("Bookshop Seite 3", Decimal(string: "-18.50")!),
            ("Refund Shoes24", Decimal(string: "59.90")!),
        ]
        // The pattern's categories, in its order (kept apart from the titles: a category is stored, never shown).
        // kass:equivalent string-literal: a transaction's category is stored, never shown
        let categories = ["Food", "Income", "Groceries", "Transport", "Transfer", "Subscriptions", "Shopping", "Shopping"]
        let months = [11, 10, 9]
        // kass:equivalent *: index / 28 is at most 2 (57 transactions), so any cap of 2 or more picks the same month
        let lastMonth = months.count - 1
        return (0..<57).map { index in
            let entry = pattern[index % pattern.count]
            let day = 28 - (index / 3) % 28
            let month = months[min(index / 28, lastMonth)]
            return BankTransaction(
                id: String(format: "t%03d", index + 1), title: entry.title, amount: Money(entry.amount, .eur),
                category: categories[index % pattern.count], bookingDate: String(format: "2026-%02d-%02d", month, day)
            )
        }
    }
}
