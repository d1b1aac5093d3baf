import ChaosBankServer
import Foundation
import XCTest

/// The API's routes against the seed data and the app's business rules.
final class ChaosBankServerAPITests: SignedInServerTestCase {
    func test_signIn_wrongPasswordIs401AndOpensNoSession() throws {
        let anonymous = APIClient(port: fixture.port)
        let reply = try anonymous.post("/v1/session", #"{"email":"anna@chaosbank.test","password":"wrong"}"#)
        XCTAssertEqual(reply.status, 401)
        XCTAssertEqual(reply.errorCode, "invalid_credentials")
        XCTAssertEqual(reply.errorMessage, "Email or password is wrong")
        XCTAssertNil(reply.json["token"])
    }

    func test_signIn_emailComparesCaseInsensitivelyAndTheTokenNeedsTheCode() throws {
        let anonymous = APIClient(port: fixture.port)
        let session = try anonymous.post("/v1/session", #"{"email":" Anna@ChaosBank.test ","password":"Secret123!"}"#)
        XCTAssertEqual(session.status, 201, session.text)
        XCTAssertEqual(session.json["codeRequired"] as? Bool, true)
        let pending = APIClient(port: fixture.port, token: session.json["token"] as? String)
        XCTAssertEqual(try pending.send("GET", "/v1/accounts").errorCode, "code_not_verified")
        XCTAssertEqual(try pending.post("/v1/session/code", #"{"code":"000000"}"#).errorCode, "invalid_code")
        XCTAssertEqual(try pending.post("/v1/session/code", #"{"code":"246810"}"#).status, 200)
        XCTAssertEqual(try pending.send("GET", "/v1/accounts").status, 200)
    }

    /// As in the app: a second sign-in before the code was verified replaces the code.
    func test_signIn_twiceReplacesTheFirstCode() throws {
        let anonymous = APIClient(port: fixture.port)
        let credentials = #"{"email":"anna@chaosbank.test","password":"Secret123!"}"#
        _ = try anonymous.post("/v1/session", credentials)
        let second = APIClient(port: fixture.port, token: try anonymous.post("/v1/session", credentials).json["token"] as? String)
        XCTAssertEqual(try second.post("/v1/session/code", #"{"code":"246810"}"#).errorCode, "invalid_code")
        XCTAssertEqual(try second.post("/v1/session/code", #"{"code":"357921"}"#).status, 200)
    }

    func test_signOut_invalidatesTheToken() throws {
        XCTAssertEqual(try client.send("DELETE", "/v1/session").status, 204)
        XCTAssertEqual(try client.send("GET", "/v1/accounts").errorCode, "invalid_token")
    }

    func test_accounts_areTheAppsSeedBalances() throws {
        XCTAssertEqual(try client.balances(), ["EUR": "4250.75", "USD": "1320.00", "GBP": "860.30"])
    }

    func test_home_listsFiveRecentTransactionsNewestFirst() throws {
        let home = try client.send("GET", "/v1/home").json
        XCTAssertEqual(home["firstName"] as? String, "Anna")
        let recent = try XCTUnwrap(home["recentTransactions"] as? [[String: Any]])
        XCTAssertEqual(recent.compactMap { $0["id"] as? String }, ["t001", "t002", "t003", "t004", "t005"])
        XCTAssertEqual(recent.first?["amount"] as? String, "-3.80")
    }

    func test_transfer_debitsTheAccountAndBooksTheTransaction() throws {
        let reply = try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"25.50","currency":"EUR","note":"Dinner"}"#)
        XCTAssertEqual(reply.status, 201, reply.text)
        XCTAssertEqual(reply.json["balance"] as? String, "4225.25")
        let transaction = try XCTUnwrap(reply.json["transaction"] as? [String: Any])
        XCTAssertEqual(transaction["id"] as? String, "p001")
        XCTAssertEqual(transaction["title"] as? String, "Lena Fischer")
        XCTAssertEqual(transaction["amount"] as? String, "-25.50")
        XCTAssertEqual(transaction["note"] as? String, "Dinner")
        XCTAssertEqual(try client.balances()["EUR"], "4225.25")
        XCTAssertEqual(try client.allTransactions().first?["id"] as? String, "p001")
    }

    func test_transfer_moreThanTheBalanceIsRefusedAndChangesNothing() throws {
        let reply = try client.post("/v1/transfers", #"{"recipientId":"tom","amount":"860.31","currency":"GBP"}"#)
        XCTAssertEqual(reply.status, 422)
        XCTAssertEqual(reply.errorCode, "insufficient_funds")
        XCTAssertEqual(reply.errorHint, "the account holds 860.30 GBP; the request needs 860.31 GBP")
        XCTAssertEqual(try client.balances()["GBP"], "860.30")
        XCTAssertEqual(try client.allTransactions().count, 57)
    }

    func test_transfer_unknownRecipientIs404() throws {
        let reply = try client.post("/v1/transfers", #"{"recipientId":"nobody","amount":"1.00","currency":"EUR"}"#)
        XCTAssertEqual(reply.status, 404)
        XCTAssertEqual(reply.errorMessage, "no recipient 'nobody'")
    }

    /// The app's quote: €100 → $108.50, fee €0.50 (the minimum), €100.50 debited.
    func test_exchange_pricesAsTheAppAndMovesBothAccounts() throws {
        let reply = try client.post("/v1/exchanges", #"{"amount":"100","from":"EUR","to":"USD"}"#)
        XCTAssertEqual(reply.status, 201, reply.text)
        let quote = try XCTUnwrap(reply.json["quote"] as? [String: Any])
        XCTAssertEqual(quote["youGet"] as? String, "108.50")
        XCTAssertEqual(quote["fee"] as? String, "0.50")
        XCTAssertEqual(quote["totalDebit"] as? String, "100.50")
        XCTAssertEqual(quote["rate"] as? String, "1.085")
        XCTAssertEqual(try client.balances(), ["EUR": "4150.25", "USD": "1428.50", "GBP": "860.30"])
        XCTAssertEqual(try client.allTransactions().first?["title"] as? String, "Exchange EUR → USD")
    }

    func test_exchange_sameCurrencyIsRejected() throws {
        let reply = try client.post("/v1/exchanges", #"{"amount":"10","from":"EUR","to":"EUR"}"#)
        XCTAssertEqual(reply.status, 422)
        XCTAssertEqual(reply.errorMessage, "Choose an amount and two different currencies")
    }

    func test_transactions_pagesTwentyAtATimeAndEndsOnAPartialPage() throws {
        let third = try client.send("GET", "/v1/transactions?offset=40").json
        XCTAssertEqual(third["total"] as? Int, 57)
        XCTAssertEqual((third["transactions"] as? [[String: Any]])?.count, 17)
        XCTAssertEqual((third["transactions"] as? [[String: Any]])?.first?["id"] as? String, "t041")
    }

    func test_transactions_searchIsCaseInsensitiveAndCombinesWithDirection() throws {
        let coffee = try client.send("GET", "/v1/transactions?query=COFFEE").json
        XCTAssertEqual(coffee["total"] as? Int, 8)
        let moneyIn = try client.send("GET", "/v1/transactions?direction=in&query=shoes").json
        XCTAssertEqual((moneyIn["transactions"] as? [[String: Any]])?.compactMap { $0["title"] as? String }.first, "Refund Shoes24")
        XCTAssertEqual(try client.send("GET", "/v1/transactions?direction=out&query=shoes").json["total"] as? Int, 0)
    }

    func test_markets_pricesFollowTheAppsTickFeed() throws {
        let assets = try XCTUnwrap(try client.send("GET", "/v1/markets?kind=stocks&tick=0").json["assets"] as? [[String: Any]])
        // AAPL (index 0) at tick 0: the launch price; MSFT (index 1): + 3 steps of 0.42.
        XCTAssertEqual(assets.compactMap { $0["price"] as? String }, ["189.50", "416.56", "243.30"])
    }

    func test_orders_marketBuyFillsAndMovesTheHolding() throws {
        let reply = try client.post("/v1/orders", #"{"symbol":"AAPL","side":"buy","kind":"market","quantity":"10","tick":0}"#)
        XCTAssertEqual(reply.status, 201, reply.text)
        XCTAssertEqual((reply.json["order"] as? [String: Any])?["status"] as? String, "filled")
        let holdings = try XCTUnwrap(try client.send("GET", "/v1/portfolio").json["holdings"] as? [[String: Any]])
        XCTAssertEqual(holdings.first?["quantity"] as? String, "20")
        XCTAssertEqual(holdings.first?["averageCost"] as? String, "169.75")
    }

    func test_orders_sellingMoreThanHeldIsRejected() throws {
        let reply = try client.post("/v1/orders", #"{"symbol":"AAPL","side":"sell","kind":"market","quantity":"11"}"#)
        XCTAssertEqual(reply.status, 422)
        XCTAssertEqual(reply.errorMessage, "You hold only 10 AAPL")
        XCTAssertEqual((try client.send("GET", "/v1/orders").json["orders"] as? [Any])?.count, 0)
    }

    func test_notificationPreferences_startAsTheAppsDefaultsAndAreStored() throws {
        XCTAssertEqual(try client.send("GET", "/v1/notification-preferences").json as? [String: Bool],
                       ["payments": true, "markets": false, "marketing": false])
        let saved = try client.post("/v1/notification-preferences", #"{"payments":false,"markets":true,"marketing":false}"#)
        XCTAssertEqual(saved.status, 200, saved.text)
        XCTAssertEqual(try client.send("GET", "/v1/notification-preferences").json as? [String: Bool],
                       ["payments": false, "markets": true, "marketing": false])
    }

    func test_card_settingsAreStored() throws {
        let reply = try client.post("/v1/card/settings", #"{"isFrozen":true,"monthlyLimit":"2500"}"#)
        XCTAssertEqual(reply.status, 200, reply.text)
        let card = try client.send("GET", "/v1/card").json
        XCTAssertEqual(card["isFrozen"] as? Bool, true)
        XCTAssertEqual(card["onlinePaymentsEnabled"] as? Bool, true)
        XCTAssertEqual(card["monthlyLimit"] as? String, "2500.00")
    }
}
