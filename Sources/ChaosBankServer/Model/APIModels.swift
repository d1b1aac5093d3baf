import Foundation
import KassSQLite

/// An account as the API answers it (amounts as decimal strings).
struct AccountBody: Encodable {
    let id: String
    let name: String
    let currency: String
    let balance: String
    let todayChange: String

    init(_ row: SQLiteRow) throws {
        id = try row.text("id")
        name = try row.text("name")
        currency = try row.text("currency")
        balance = MinorUnits.format(try row.integer("balance"))
        todayChange = MinorUnits.format(try row.integer("today_change"))
    }

    /// The customer's accounts, in display order.
    static func all(_ database: SQLiteConnection, userID: Int64) throws -> [AccountBody] {
        try database.query(
            "SELECT id, name, currency, balance, today_change FROM accounts WHERE user_id = ? ORDER BY position", [.integer(userID)]
        ).map(AccountBody.init)
    }
}

/// A booked transaction as the API answers it.
struct TransactionBody: Encodable {
    let id: String
    let title: String
    let amount: String
    let currency: String
    let category: String
    /// The calendar day it was booked on, ISO 8601 (`2026-11-28`).
    let bookingDate: String
    let note: String

    init(_ row: SQLiteRow) throws {
        id = try row.text("id")
        title = try row.text("title")
        amount = MinorUnits.format(try row.integer("amount"))
        currency = try row.text("currency")
        category = try row.text("category")
        bookingDate = try row.text("booking_date")
        note = try row.text("note")
    }

    /// The columns every transaction query selects.
    static let columns = "id, title, amount, currency, category, booking_date, note"
}

/// Reads shared by several routes.
enum BankQueries {
    /// Units of each currency per 1 EUR.
    static func ratesPerEuro(_ database: SQLiteConnection) throws -> [String: Decimal] {
        var rates: [String: Decimal] = [:]
        for row in try database.query("SELECT currency, per_euro FROM rates") {
            rates[try row.text("currency")] = Decimal(string: try row.text("per_euro"))
        }
        return rates
    }

    /// The rates as decimal strings, for answers.
    static func rateTexts(_ database: SQLiteConnection) throws -> [String: String] {
        var rates: [String: String] = [:]
        for row in try database.query("SELECT currency, per_euro FROM rates") {
            rates[try row.text("currency")] = try row.text("per_euro")
        }
        return rates
    }

    /// The customer's account in `currency`: its id and balance in minor units.
    static func account(_ database: SQLiteConnection, userID: Int64, currency: String) throws -> (id: String, balance: Int64)? {
        guard let row = try database.query(
            "SELECT id, balance FROM accounts WHERE user_id = ? AND currency = ?", [.integer(userID), .text(currency)]
        ).first else { return nil }
        return (try row.text("id"), try row.integer("balance"))
    }

    /// Moves `delta` minor units on an account (balance and today's change); the new balance.
    static func move(_ database: SQLiteConnection, account: String, by delta: Int64) throws -> Int64 {
        try database.run(
            "UPDATE accounts SET balance = balance + ?, today_change = today_change + ? WHERE id = ?",
            [.integer(delta), .integer(delta), .text(account)])
        return try database.query("SELECT balance FROM accounts WHERE id = ?", [.text(account)])[0].integer("balance")
    }

    /// The booking day of payments made through the API (the demo's "today", as in the app).
    static let bookingDay = "2026-11-29"

    /// Books a payment with the next free id (`p001`...); returns it.
    static func book(
        _ database: SQLiteConnection, userID: Int64, title: String, amount: Int64, currency: String, category: String, note: String = ""
    ) throws -> TransactionBody {
        let made = try database.query(
            "SELECT count(*) AS made FROM transactions WHERE user_id = ? AND id LIKE 'p%'", [.integer(userID)])[0].int("made")
        let id = String(format: "p%03d", made + 1)
        try database.run(
            "INSERT INTO transactions (id, user_id, title, amount, currency, category, booking_date, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [.text(id), .integer(userID), .text(title), .integer(amount), .text(currency), .text(category), .text(bookingDay), .text(note)])
        return try TransactionBody(database.query("SELECT \(TransactionBody.columns) FROM transactions WHERE id = ?", [.text(id)])[0])
    }

    /// A currency code the bank knows, or a field error.
    static func currency(_ code: String, field: String) throws(APIError) -> String {
        let known = BankSeed.ratesPerEuro.map(\.currency)
        guard known.contains(code) else {
            throw .invalidField(field, reason: "must be one of \(known.joined(separator: ", ")) (got '\(code.prefix(16))')")
        }
        return code
    }

    /// A positive amount in minor units, or a field error.
    static func amount(_ text: String, field: String = "amount") throws(APIError) -> Int64 {
        guard let value = MinorUnits.parsePositive(text) else {
            throw .invalidField(
                field, reason: "must be a positive amount with at most 2 decimals and at most 1000000000.00, as a string "
                    + "like \"12.50\" (got '\(text.prefix(32))')")
        }
        return value
    }
}
