import Foundation
import KassSQLite

/// The data the server starts with: the same customer, accounts, 57 transactions, recipients, rates,
/// assets, holdings and card as the app's in-process backend (`BankData` in the ChaosBank target),
/// so a screen shows the same figures whichever backend answers. A test compares the two.
enum BankSeed {
    /// The demo customer's id.
    static let userID: Int64 = 1
    /// The demo customer: first name, email, password, one-time code.
    static let user = (firstName: "Anna", email: "anna@chaosbank.test", password: "Secret123!", oneTimeCode: "246810")
    /// The accounts: id, name, currency, balance and today's change in minor units.
    static let accounts: [(id: String, name: String, currency: String, balance: Int64, todayChange: Int64)] = [
        ("eur", "Euro", "EUR", 425_075, 12_040),
        ("usd", "US Dollar", "USD", 132_000, -1_520),
        ("gbp", "British Pound", "GBP", 86_030, 0),
    ]
    /// Saved recipients: id, name, IBAN.
    static let recipients: [(id: String, name: String, iban: String)] = [
        ("lena", "Lena Fischer", "DE89 3704 0044 0532 0130 00"),
        ("omar", "Omar Haddad", "DE02 1203 0000 0000 2020 51"),
        ("sofia", "Sofia Rossi", "IT60 X054 2811 1010 0000 0123 456"),
        ("tom", "Tom Baker", "GB29 NWBK 6016 1331 9268 19"),
    ]
    /// Units of each currency per 1 EUR.
    static let ratesPerEuro: [(currency: String, perEuro: String)] = [
        ("EUR", "1"), ("USD", "1.0850"), ("GBP", "0.8560"), ("CHF", "0.9420"),
    ]
    /// Tradable assets: symbol, name, kind, launch price, opening price, currency.
    static let assets: [(symbol: String, name: String, kind: String, price: String, opening: String, currency: String)] = [
        ("AAPL", "Apple", "stocks", "189.50", "187.20", "USD"),
        ("MSFT", "Microsoft", "stocks", "415.30", "418.00", "USD"),
        ("TSLA", "Tesla", "stocks", "242.10", "240.00", "USD"),
        ("VWCE", "Vanguard FTSE All-World", "etfs", "112.40", "111.90", "EUR"),
        ("SPY", "SPDR S&P 500", "etfs", "520.75", "522.10", "USD"),
        ("BTC", "Bitcoin", "crypto", "61250.00", "60100.00", "USD"),
        ("ETH", "Ethereum", "crypto", "3120.40", "3200.00", "USD"),
    ]
    /// Portfolio positions: symbol, quantity, average cost.
    static let holdings: [(symbol: String, quantity: String, averageCost: String)] = [
        ("AAPL", "10", "150.00"), ("VWCE", "25", "98.50"), ("BTC", "0.05", "40000.00"),
    ]
    /// The debit card.
    static let card = (number: "4921 5300 1234 5678", cvv: "371", expiry: "09/29", monthlyLimit: Int64(200_000), currency: "EUR")

    /// 57 transactions, newest first: the app's fixed pattern of merchants, salaries and transfers.
    static func transactions() -> [(id: String, title: String, amount: Int64, category: String, bookingDate: String)] {
        let pattern: [(String, String, Int64)] = [
            ("Coffee Corner", "Food", -380),
            ("Salary ACME GmbH", "Income", 320_000),
            ("Supermarkt Frisch", "Groceries", -5_423),
            ("City Transit", "Transport", -290),
            ("Lena Fischer", "Transfer", 2_500),
            ("Streamly", "Subscriptions", -1_299),
            ("Bookshop Seite 3", "Shopping", -1_850),
            ("Refund Shoes24", "Shopping", 5_990),
        ]
        let months = [11, 10, 9]
        return (0..<57).map { index in
            let entry = pattern[index % pattern.count]
            let day = 28 - (index / 3) % 28
            let month = months[min(index / 28, months.count - 1)]
            return (String(format: "t%03d", index + 1), entry.0, entry.2, entry.1, String(format: "2026-%02d-%02d", month, day))
        }
    }

    /// Inserts everything (inside the migration's transaction).
    static func insert(into database: SQLiteConnection) throws {
        try database.run(
            "INSERT INTO users (id, email, password, first_name, one_time_code) VALUES (?, ?, ?, ?, ?)",
            [.integer(userID), .text(user.email), .text(user.password), .text(user.firstName), .text(user.oneTimeCode)])
        for (position, account) in accounts.enumerated() {
            try database.run(
                "INSERT INTO accounts (id, user_id, position, name, currency, balance, today_change) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [.text(account.id), .integer(userID), .int(position), .text(account.name), .text(account.currency),
                 .integer(account.balance), .integer(account.todayChange)])
        }
        // Oldest first, so the sequence number orders them newest last and `ORDER BY seq DESC` is newest first.
        for transaction in transactions().reversed() {
            try database.run(
                "INSERT INTO transactions (id, user_id, title, amount, currency, category, booking_date) VALUES (?, ?, ?, ?, 'EUR', ?, ?)",
                [.text(transaction.id), .integer(userID), .text(transaction.title), .integer(transaction.amount),
                 .text(transaction.category), .text(transaction.bookingDate)])
        }
        for (position, recipient) in recipients.enumerated() {
            try database.run(
                "INSERT INTO recipients (id, user_id, position, name, iban) VALUES (?, ?, ?, ?, ?)",
                [.text(recipient.id), .integer(userID), .int(position), .text(recipient.name), .text(recipient.iban)])
        }
        for rate in ratesPerEuro {
            try database.run("INSERT INTO rates (currency, per_euro) VALUES (?, ?)", [.text(rate.currency), .text(rate.perEuro)])
        }
        for (position, asset) in assets.enumerated() {
            try database.run(
                "INSERT INTO assets (symbol, position, name, kind, price, opening_price, currency) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [.text(asset.symbol), .int(position), .text(asset.name), .text(asset.kind), .text(asset.price),
                 .text(asset.opening), .text(asset.currency)])
        }
        for (position, holding) in holdings.enumerated() {
            try database.run(
                "INSERT INTO holdings (user_id, symbol, position, quantity, average_cost) VALUES (?, ?, ?, ?, ?)",
                [.integer(userID), .text(holding.symbol), .int(position), .text(holding.quantity), .text(holding.averageCost)])
        }
        try database.run(
            """
            INSERT INTO cards (user_id, number, cvv, expiry, frozen, online_payments, monthly_limit, limit_currency)
            VALUES (?, ?, ?, ?, 0, 1, ?, ?)
            """,
            [.integer(userID), .text(card.number), .text(card.cvv), .text(card.expiry), .integer(card.monthlyLimit), .text(card.currency)])
    }
}
