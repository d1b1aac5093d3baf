import ChaosBankServer
import Foundation
import XCTest

/// A retried POST with the same `Idempotency-Key` returns the first answer and never moves money twice.
final class ChaosBankServerIdempotencyTests: SignedInServerTestCase {
    private let transfer = #"{"recipientId":"lena","amount":"100.00","currency":"EUR"}"#

    func test_retriedTransfer_movesMoneyOnceAndReplaysTheFirstAnswer() throws {
        let first = try client.post("/v1/transfers", transfer, key: "transfer-1")
        let retry = try client.post("/v1/transfers", transfer, key: "transfer-1")
        XCTAssertEqual(first.status, 201, first.text)
        XCTAssertEqual(retry.status, 201)
        XCTAssertEqual(retry.body, first.body, "the retry gets the first answer, byte for byte")
        XCTAssertEqual(retry.headers["idempotent-replayed"], "true")
        XCTAssertNil(first.headers["idempotent-replayed"])
        XCTAssertEqual(try client.balances()["EUR"], "4150.75")
        XCTAssertEqual(try client.allTransactions().count, 58)
    }

    /// Eight clients retry the same request at the same moment: one does the work, all get its answer.
    func test_concurrentRetries_moveMoneyOnce() throws {
        let client = self.client!
        let transfer = self.transfer
        let bodies = Collected<Data>()
        runConcurrently(8) { _ in
            if let reply = try? client.post("/v1/transfers", transfer, key: "same-key"), reply.status == 201 { bodies.append(reply.body) }
        }
        XCTAssertEqual(bodies.count, 8)
        XCTAssertEqual(Set(bodies.all).count, 1, "every retry got the same answer")
        XCTAssertEqual(try client.balances()["EUR"], "4150.75")
    }

    func test_sameKeyWithADifferentBody_is422AndChangesNothing() throws {
        XCTAssertEqual(try client.post("/v1/transfers", transfer, key: "k").status, 201)
        let other = try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"200.00","currency":"EUR"}"#, key: "k")
        XCTAssertEqual(other.status, 422)
        XCTAssertEqual(other.errorCode, "idempotency_key_reused")
        XCTAssertEqual(other.errorMessage, "Idempotency-Key 'k' was already used for a different request (another route or body)")
        XCTAssertEqual(try client.balances()["EUR"], "4150.75")
    }

    func test_sameKeyOnAnotherRoute_is422() throws {
        XCTAssertEqual(try client.post("/v1/transfers", transfer, key: "k").status, 201)
        XCTAssertEqual(try client.post("/v1/top-ups", #"{"amount":"1.00","currency":"EUR"}"#, key: "k").errorCode, "idempotency_key_reused")
    }

    /// A refusal is the key's answer too: a retry after money arrived is still the refusal, so one
    /// operation never has two outcomes.
    func test_retriedRefusal_staysRefused() throws {
        let large = #"{"recipientId":"tom","amount":"900.00","currency":"GBP"}"#
        XCTAssertEqual(try client.post("/v1/transfers", large, key: "big").errorCode, "insufficient_funds")
        XCTAssertEqual(try client.post("/v1/top-ups", #"{"amount":"100.00","currency":"GBP"}"#).status, 201)
        let retry = try client.post("/v1/transfers", large, key: "big")
        XCTAssertEqual(retry.errorCode, "insufficient_funds")
        XCTAssertEqual(retry.headers["idempotent-replayed"], "true")
        XCTAssertEqual(try client.balances()["GBP"], "960.30")
    }

    /// Bad input is refused before any work and stores nothing: the corrected request may use the key.
    func test_badInput_doesNotTakeTheKey() throws {
        XCTAssertEqual(try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"-1","currency":"EUR"}"#, key: "fix").status, 400)
        XCTAssertEqual(try client.post("/v1/transfers", transfer, key: "fix").status, 201)
    }

    /// The answers are in the database: a restarted server replays them.
    func test_restartedServer_replaysTheStoredAnswer() throws {
        let first = try client.post("/v1/transfers", transfer, key: "before-restart")
        let restarted = APIClient(port: try fixture.start().port, token: client.token)
        let retry = try restarted.post("/v1/transfers", transfer, key: "before-restart")
        XCTAssertEqual(retry.body, first.body)
        XCTAssertEqual(try restarted.balances()["EUR"], "4150.75")
    }
}
