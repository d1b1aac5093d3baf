import Foundation
import KassSQLite
import KassSupport

/// The money movements: transfers to recipients, exchanges between accounts, top-ups from the card.
/// Each runs in one immediate transaction: the balance check and the debit see the same balance,
/// so concurrent requests can never overdraw an account or lose an update.
extension ChaosBankAPI {
    private struct TransferRequestBody: Decodable {
        let recipientId: String
        let amount: String
        let currency: String
        let note: String?
    }

    private struct TransferReceiptBody: Encodable {
        let transaction: TransactionBody
        let balance: String
        let currency: String
    }

    private struct ExchangeRequestBody: Decodable {
        let amount: String
        let from: String
        let to: String
    }

    private struct ExchangeReceiptBody: Encodable {
        let quote: ExchangeQuoteBody
        let fromBalance: String
        let toBalance: String
    }

    private struct TopUpRequestBody: Decodable {
        let amount: String
        let currency: String
    }

    /// The longest transfer note.
    static let maximumNoteLength = 140

    static let transferRoutes: [APIRoute] = [
        APIRoute(method: "POST", path: "/v1/transfers", access: .session, action: .write { request in
            let body = try JSONBody.decode(
                TransferRequestBody.self, from: request.request.body, fields: ["recipientId", "amount", "currency", "note"])
            let amount = try BankQueries.amount(body.amount)
            let currency = try BankQueries.currency(body.currency, field: "currency")
            let note = body.note ?? ""
            guard note.count <= maximumNoteLength else {
                throw APIError.invalidField("note", reason: "is longer than \(maximumNoteLength) characters")
            }
            let userID = try request.caller.user()
            return { database in
                guard let recipient = try database.query(
                    "SELECT name FROM recipients WHERE id = ? AND user_id = ?", [.text(body.recipientId), .integer(userID)]).first
                else {
                    throw APIError.notFound(kind: "recipient", id: body.recipientId)
                }
                guard let account = try BankQueries.account(database, userID: userID, currency: currency) else {
                    throw APIError.rejected("No \(currency) account")
                }
                guard account.balance >= amount else {
                    throw APIError.insufficientFunds(
                        available: "\(MinorUnits.format(account.balance)) \(currency)", needed: "\(MinorUnits.format(amount)) \(currency)")
                }
                let balance = try BankQueries.move(database, account: account.id, by: -amount)
                let transaction = try BankQueries.book(
                    database, userID: userID, title: try recipient.text("name"), amount: -amount, currency: currency,
                    category: "Transfer", note: note)
                return APIResponse.json(
                    TransferReceiptBody(transaction: transaction, balance: MinorUnits.format(balance), currency: currency), status: 201)
            }
        }),
        APIRoute(method: "POST", path: "/v1/exchanges", access: .session, action: .write { request in
            let body = try JSONBody.decode(ExchangeRequestBody.self, from: request.request.body, fields: ["amount", "from", "to"])
            let amount = try BankQueries.amount(body.amount)
            let from = try BankQueries.currency(body.from, field: "from")
            let to = try BankQueries.currency(body.to, field: "to")
            guard from != to else { throw APIError.rejected("Choose an amount and two different currencies") }
            let userID = try request.caller.user()
            return { database in
                guard let source = try BankQueries.account(database, userID: userID, currency: from),
                      let target = try BankQueries.account(database, userID: userID, currency: to) else {
                    throw APIError.rejected("No account in one of the currencies")
                }
                let rates = try BankQueries.ratesPerEuro(database)
                let quote = ExchangeQuoteBody.Priced(amount: amount, from: from, to: to, ratesPerEuro: rates)
                guard source.balance >= quote.totalDebit else {
                    throw APIError.insufficientFunds(
                        available: "\(MinorUnits.format(source.balance)) \(from)", needed: "\(MinorUnits.format(quote.totalDebit)) \(from)")
                }
                let fromBalance = try BankQueries.move(database, account: source.id, by: -quote.totalDebit)
                let toBalance = try BankQueries.move(database, account: target.id, by: quote.youGet)
                _ = try BankQueries.book(
                    database, userID: userID, title: "Exchange \(from) → \(to)", amount: -quote.totalDebit, currency: from,
                    category: "Exchange")
                return APIResponse.json(ExchangeReceiptBody(
                    quote: quote.body, fromBalance: MinorUnits.format(fromBalance), toBalance: MinorUnits.format(toBalance)), status: 201)
            }
        }),
        APIRoute(method: "POST", path: "/v1/top-ups", access: .session, action: .write { request in
            let body = try JSONBody.decode(TopUpRequestBody.self, from: request.request.body, fields: ["amount", "currency"])
            let amount = try BankQueries.amount(body.amount)
            let currency = try BankQueries.currency(body.currency, field: "currency")
            let userID = try request.caller.user()
            return { database in
                guard let account = try BankQueries.account(database, userID: userID, currency: currency) else {
                    throw APIError.rejected("No \(currency) account")
                }
                let balance = try BankQueries.move(database, account: account.id, by: amount)
                let transaction = try BankQueries.book(
                    database, userID: userID, title: "Top-up from card", amount: amount, currency: currency, category: "Top-up")
                return APIResponse.json(
                    TransferReceiptBody(transaction: transaction, balance: MinorUnits.format(balance), currency: currency), status: 201)
            }
        }),
    ]
}

/// An exchange's price as the app computes it (`ExchangeQuote`): cross rate through the euro, a fee of
/// 0.5 % (at least €0.50 in the source currency) charged on top, "you get" rounded half-up to cents.
struct ExchangeQuoteBody: Encodable {
    let amount: String
    let from: String
    let to: String
    let rate: String
    let fee: String
    let youGet: String
    let totalDebit: String

    /// The quote in minor units.
    struct Priced {
        let totalDebit: Int64
        let youGet: Int64
        let body: ExchangeQuoteBody

        init(amount: Int64, from: String, to: String, ratesPerEuro: [String: Decimal]) {
            let fromPerEuro = ratesPerEuro[from] ?? 1
            let toPerEuro = ratesPerEuro[to] ?? 1
            let rate = toPerEuro / fromPerEuro
            let amountDecimal = MinorUnits.decimal(amount)
            let proportionalFee = amountDecimal * Decimal(string: "0.005")!
            let minimumFee = Decimal(string: "0.50")! * fromPerEuro
            let fee = amount > 0 ? MinorUnits.from(max(proportionalFee, minimumFee)) : 0
            youGet = MinorUnits.from(amountDecimal * rate)
            totalDebit = amount + fee
            body = ExchangeQuoteBody(
                amount: MinorUnits.format(amount), from: from, to: to, rate: MinorUnits.text(MinorUnits.round(rate, digits: 4)),
                fee: MinorUnits.format(fee), youGet: MinorUnits.format(youGet), totalDebit: MinorUnits.format(totalDebit))
        }
    }
}
