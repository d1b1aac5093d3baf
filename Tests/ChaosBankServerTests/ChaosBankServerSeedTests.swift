@testable import ChaosBank
import ChaosBankServer
import Foundation
import XCTest

/// The server starts from the same data as the app's in-process backend (`BankData`), so a screen
/// shows the same figures whichever backend answers.
@MainActor
final class ChaosBankServerSeedTests: XCTestCase {
    private var fixture: ServerFixture!

    override func setUp() async throws {
        fixture = try ServerFixture()
    }

    override func tearDown() async throws {
        fixture.tearDown()
    }

    private func minor(_ money: Money) -> String {
        MinorUnitsText.format(NSDecimalNumber(decimal: money.amount * 100).int64Value)
    }

    private func text(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }

    func test_seed_matchesTheAppsBackendData() async throws {
        let client = try fixture.start().signedIn()
        let data = BankData()
        let accounts = try XCTUnwrap(try client.send("GET", "/v1/accounts").json["accounts"] as? [[String: String]])
        XCTAssertEqual(accounts, data.accounts.map {
            ["id": $0.id, "name": $0.name, "currency": $0.balance.currency.code, "balance": minor($0.balance),
             "todayChange": minor($0.todayChange)]
        })
        let transactions = try client.allTransactions().map { $0.compactMapValues { $0 as? String } }
        XCTAssertEqual(transactions, data.transactions.map {
            ["id": $0.id, "title": $0.title, "amount": minor($0.amount), "currency": $0.amount.currency.code,
             "category": $0.category, "bookingDate": $0.bookingDate, "note": $0.note]
        })
        let recipients = try XCTUnwrap(try client.send("GET", "/v1/recipients").json["recipients"] as? [[String: String]])
        XCTAssertEqual(recipients, data.recipients.map { ["id": $0.id, "name": $0.name, "iban": $0.iban] })
        let rates = try XCTUnwrap(try client.send("GET", "/v1/rates").json["ratesPerEuro"] as? [String: String])
        let appRates = Dictionary(uniqueKeysWithValues: data.ratesPerEuro.map { ($0.key.code, $0.value) })
        XCTAssertEqual(rates.mapValues { Decimal(string: $0) }, appRates)
        let holdings = try XCTUnwrap(try client.send("GET", "/v1/portfolio").json["holdings"] as? [[String: String]])
        XCTAssertEqual(holdings.map { [$0["symbol"], $0["quantity"].flatMap { Decimal(string: $0) }.map(text),
                                       $0["averageCost"].flatMap { Decimal(string: $0) }.map(text)] },
                       data.holdings.map { [$0.symbol, text($0.quantity), text($0.averageCost)] })
        let card = try client.send("GET", "/v1/card").json
        XCTAssertEqual(card["number"] as? String, data.card.number)
        XCTAssertEqual(card["monthlyLimit"] as? String, minor(data.card.monthlyLimit))
        XCTAssertEqual(card["isFrozen"] as? Bool, data.card.isFrozen)
    }

    /// Prices at a tick are the app's `MarketTicker` prices at that tick.
    func test_marketPrices_matchTheAppsFeed() async throws {
        let client = try fixture.start().signedIn()
        let data = BankData()
        for tick in [0, 1, 7, 123] {
            let assets = try XCTUnwrap(try client.send("GET", "/v1/markets?tick=\(tick)").json["assets"] as? [[String: Any]])
            let expected = data.assets.enumerated().map { index, asset in
                MarketTicker.price(seed: asset.price, tick: tick, index: index)
            }
            XCTAssertEqual(assets.compactMap { ($0["price"] as? String).flatMap { Decimal(string: $0) } }, expected, "tick \(tick)")
            XCTAssertEqual(assets.compactMap { $0["symbol"] as? String }, data.assets.map(\.symbol))
        }
    }

    /// The server's exchange quote is the app's `ExchangeQuote`.
    func test_exchangeQuote_matchesTheApps() async throws {
        let client = try fixture.start().signedIn()
        let data = BankData()
        for (amount, from, to) in [("100", Currency.eur, Currency.usd), ("37.33", .usd, .gbp), ("500", .gbp, .eur)] {
            let reply = try client.post("/v1/exchanges", #"{"amount":"\#(amount)","from":"\#(from.code)","to":"\#(to.code)"}"#)
            let quote = try XCTUnwrap(reply.json["quote"] as? [String: String], reply.text)
            let app = ExchangeQuote(amount: Money(Decimal(string: amount)!, from), to: to, ratesPerEuro: data.ratesPerEuro)
            XCTAssertEqual(quote["youGet"], minor(app.youGet), "\(amount) \(from) → \(to)")
            XCTAssertEqual(quote["fee"], minor(app.fee))
            XCTAssertEqual(quote["totalDebit"], minor(app.totalDebit))
        }
    }
}
