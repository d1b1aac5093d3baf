import ChaosBankServer
import Foundation
import KassSupport
import XCTest

/// Bad requests get a 4xx with a JSON error that says what was wrong and how to fix it, and change
/// nothing: each test compares the balances and the transactions before and after.
final class ChaosBankServerBadInputTests: SignedInServerTestCase {
    /// A 16 KiB request limit, so oversized requests are cheap to send.
    override var configuration: HTTPServerConfiguration {
        var configuration = HTTPServerConfiguration()
        configuration.maximumRequestBytes = 16 * 1024
        return configuration
    }

    /// Runs `request`, checks its status and error code, and that no data changed.
    private func assertRefused(
        status: Int, code: String, file: StaticString = #filePath, line: UInt = #line, _ request: () throws -> APIReply
    ) throws -> APIReply {
        let balances = try client.balances()
        let transactions = try client.allTransactions().count
        let reply = try request()
        XCTAssertEqual(reply.status, status, reply.text, file: file, line: line)
        XCTAssertEqual(reply.errorCode, code, reply.text, file: file, line: line)
        XCTAssertFalse((reply.errorMessage ?? "").isEmpty, "the error says what was wrong", file: file, line: line)
        XCTAssertFalse((reply.errorHint ?? "").isEmpty, "the error says how to fix it", file: file, line: line)
        XCTAssertEqual(try client.balances(), balances, "balances unchanged", file: file, line: line)
        XCTAssertEqual(try client.allTransactions().count, transactions, "no transaction booked", file: file, line: line)
        return reply
    }

    func test_malformedJSON_is400() throws {
        let reply = try assertRefused(status: 400, code: "malformed_json") {
            try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"1.00","#)
        }
        XCTAssertTrue(reply.errorMessage?.hasPrefix("the body is not a JSON object: it does not parse") == true, reply.text)
    }

    func test_jsonThatIsNotAnObject_is400() throws {
        let reply = try assertRefused(status: 400, code: "malformed_json") { try client.post("/v1/transfers", "[1,2]") }
        XCTAssertEqual(reply.errorMessage, "the body is not a JSON object: the top level is an array, not an object")
    }

    func test_unknownField_suggestsTheNearestName() throws {
        let reply = try assertRefused(status: 400, code: "unknown_field") {
            try client.post("/v1/transfers", #"{"recipientId":"lena","ammount":"1.00","currency":"EUR"}"#)
        }
        XCTAssertEqual(reply.errorMessage, "unknown field 'ammount'")
        XCTAssertEqual(reply.errorHint, "did you mean: 'amount'?")
    }

    func test_badAmounts_areRefusedWithTheFormat() throws {
        for amount in [#""-5.00""#, #""0""#, #""1.005""#, #""abc""#, #""""#, #""99999999999""#, "12.5", "null"] {
            let reply = try assertRefused(status: 400, code: amount == "null" ? "invalid_field" : "invalid_field") {
                try client.post("/v1/transfers", #"{"recipientId":"lena","amount":\#(amount),"currency":"EUR"}"#)
            }
            XCTAssertTrue(reply.errorMessage?.hasPrefix("the field 'amount' must be") == true, "\(amount): \(reply.text)")
        }
    }

    func test_unknownCurrency_listsTheKnownOnes() throws {
        let reply = try assertRefused(status: 400, code: "invalid_field") {
            try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"1.00","currency":"XYZ"}"#)
        }
        XCTAssertEqual(reply.errorMessage, "the field 'currency' must be one of EUR, USD, GBP, CHF (got 'XYZ')")
    }

    func test_missingField_namesIt() throws {
        let reply = try assertRefused(status: 400, code: "missing_field") {
            try client.post("/v1/transfers", #"{"recipientId":"lena","currency":"EUR"}"#)
        }
        XCTAssertEqual(reply.errorMessage, "the field 'amount' is missing")
    }

    func test_unknownRoute_is404WithDidYouMean() throws {
        let reply = try assertRefused(status: 404, code: "unknown_route") {
            try client.post("/v1/transfer", #"{"recipientId":"lena","amount":"1.00","currency":"EUR"}"#)
        }
        XCTAssertTrue(reply.errorHint?.hasPrefix("did you mean: '/v1/transfers'") == true, reply.text)
    }

    func test_wrongMethod_is405WithAllow() throws {
        let reply = try assertRefused(status: 405, code: "method_not_allowed") { try client.send("PUT", "/v1/transfers", body: "{}") }
        XCTAssertEqual(reply.headers["allow"], "POST")
    }

    func test_missingToken_is401() throws {
        let anonymous = APIClient(port: fixture.port)
        _ = try assertRefused(status: 401, code: "missing_token") {
            try anonymous.post("/v1/transfers", #"{"recipientId":"lena","amount":"1.00","currency":"EUR"}"#)
        }
    }

    func test_invalidToken_is401() throws {
        let stranger = APIClient(port: fixture.port, token: "not-a-token")
        _ = try assertRefused(status: 401, code: "invalid_token") {
            try stranger.post("/v1/transfers", #"{"recipientId":"lena","amount":"1.00","currency":"EUR"}"#)
        }
    }

    func test_postWithoutIdempotencyKey_is400() throws {
        let reply = try assertRefused(status: 400, code: "idempotency_key_required") {
            try client.send("POST", "/v1/transfers", body: #"{"recipientId":"lena","amount":"1.00","currency":"EUR"}"#)
        }
        XCTAssertEqual(reply.errorMessage, "every POST needs an Idempotency-Key header and this one has none")
    }

    func test_oversizedBody_is413AndNotRead() throws {
        let note = String(repeating: "x", count: 20_000)
        let reply = try assertRefused(status: 413, code: "request_too_large") {
            try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"1.00","currency":"EUR","note":"\#(note)"}"#)
        }
        XCTAssertEqual(reply.errorMessage, "the request is larger than 16384 bytes")
    }

    func test_oversizedHeaders_are413() throws {
        _ = try assertRefused(status: 413, code: "request_too_large") {
            try client.send("GET", "/v1/accounts", headers: ["X-Padding": String(repeating: "y", count: 20_000)])
        }
    }

    func test_garbageBytes_are400() throws {
        _ = try assertRefused(status: 400, code: "malformed_request") { try client.raw(Array("\u{1}\u{2} nonsense\r\n\r\n".utf8)) }
    }

    func test_deeplyNestedJSON_is400NotACrash() throws {
        let nested = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        _ = try assertRefused(status: 400, code: "malformed_json") { try client.post("/v1/transfers", nested) }
        XCTAssertEqual(try client.send("GET", "/v1/health").status, 200, "the server still answers")
    }

    func test_bodyThatIsNotUTF8_is400() throws {
        let head = "POST /v1/transfers HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(client.token ?? "")\r\n"
            + "Idempotency-Key: utf8\r\nContent-Length: 4\r\n\r\n"
        let reply = try assertRefused(status: 400, code: "malformed_request") {
            try client.raw(Array(head.utf8) + [0xFF, 0xFE, 0x7B, 0x7D])
        }
        XCTAssertEqual(reply.errorMessage, "the body is not valid UTF-8")
    }

    func test_badQueryParameters_are400() throws {
        for query in ["limit=0", "limit=1000", "offset=-1", "direction=sideways", "page=2"] {
            _ = try assertRefused(status: 400, code: "invalid_parameter") { try client.send("GET", "/v1/transactions?\(query)") }
        }
    }
}
