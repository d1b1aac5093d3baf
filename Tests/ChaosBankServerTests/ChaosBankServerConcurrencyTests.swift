import ChaosBankServer
import Foundation
import XCTest

/// Many clients at once: every money movement is one transaction, so no update is lost, no account
/// is overdrawn, and money is conserved (what left the accounts is exactly what the ledger booked).
final class ChaosBankServerConcurrencyTests: SignedInServerTestCase {
    /// 16 clients × 15 transfers of different amounts, interleaved with exchanges: afterwards each
    /// account's balance is its seed balance minus exactly the acknowledged debits and plus the credits,
    /// and the ledger holds one transaction per acknowledged request.
    func test_concurrentTransfers_conserveMoney() throws {
        let client = self.client!
        let acknowledged = Collected<(debit: Int64, currency: String, credit: Int64, creditCurrency: String)>()
        let failures = Collected<String>()
        runConcurrently(16) { thread in
            for round in 0..<15 {
                let cents = Int64(thread * 100 + round + 1)
                do {
                    if round % 5 == 4 {
                        let body = #"{"amount":"\#(MinorUnitsText.format(cents))","from":"EUR","to":"USD"}"#
                        let reply = try client.post("/v1/exchanges", body)
                        guard reply.status == 201, let quote = reply.json["quote"] as? [String: Any],
                              let debit = MinorUnitsText.parse(quote["totalDebit"] as? String),
                              let credit = MinorUnitsText.parse(quote["youGet"] as? String) else {
                            failures.append("exchange answered \(reply.status): \(reply.text)")
                            continue
                        }
                        acknowledged.append((debit, "EUR", credit, "USD"))
                    } else {
                        let currency = ["EUR", "USD", "GBP"][round % 3]
                        let body = #"{"recipientId":"omar","amount":"\#(MinorUnitsText.format(cents))","currency":"\#(currency)"}"#
                        let reply = try client.post("/v1/transfers", body)
                        guard reply.status == 201 else {
                            failures.append("transfer answered \(reply.status): \(reply.text)")
                            continue
                        }
                        acknowledged.append((cents, currency, 0, currency))
                    }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(acknowledged.count, 16 * 15)
        var expected: [String: Int64] = ["EUR": 425_075, "USD": 132_000, "GBP": 86_030]
        for movement in acknowledged.all {
            expected[movement.currency, default: 0] -= movement.debit
            expected[movement.creditCurrency, default: 0] += movement.credit
        }
        XCTAssertEqual(try client.balances(), expected.mapValues(MinorUnitsText.format))
        let booked = try client.allTransactions().filter { ($0["id"] as? String)?.hasPrefix("p") == true }
        XCTAssertEqual(booked.count, acknowledged.count, "one booked transaction per acknowledged request")
        XCTAssertEqual(Set(booked.compactMap { $0["id"] as? String }).count, booked.count, "transaction ids are unique")
    }

    /// 16 clients try to send more than the account holds: exactly as many transfers succeed as the
    /// balance covers, the rest are refused, and the balance never goes below zero.
    func test_concurrentTransfers_neverOverdraw() throws {
        let client = self.client!
        let outcomes = Collected<Int>()
        runConcurrently(16) { _ in
            for _ in 0..<8 {
                let reply = try? client.post("/v1/transfers", #"{"recipientId":"tom","amount":"10.00","currency":"GBP"}"#)
                outcomes.append(reply?.status ?? -1)
            }
        }
        // 860.30 covers 86 transfers of 10.00; 128 were tried.
        XCTAssertEqual(outcomes.all.filter { $0 == 201 }.count, 86)
        XCTAssertEqual(outcomes.all.filter { $0 == 422 }.count, 128 - 86)
        XCTAssertEqual(try client.balances()["GBP"], "0.30")
    }
}

/// Decimal-string amounts in tests (the server's own helper is internal to it).
enum MinorUnitsText {
    static func format(_ minor: Int64) -> String {
        let magnitude = minor.magnitude
        return "\(minor < 0 ? "-" : "")\(magnitude / 100).\(magnitude % 100 < 10 ? "0" : "")\(magnitude % 100)"
    }

    static func parse(_ text: String?) -> Int64? {
        guard let text, let value = Decimal(string: text) else { return nil }
        return NSDecimalNumber(decimal: value * 100).int64Value
    }
}
