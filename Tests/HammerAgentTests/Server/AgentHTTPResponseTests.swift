@testable import HammerAgent
import XCTest

final class AgentHTTPResponseTests: XCTestCase {
    private func text(_ response: AgentHTTPResponse) -> String {
        String(decoding: response.serialized(), as: UTF8.self)
    }

    func test_json_encodesWithSortedKeys() {
        let response = AgentHTTPResponse.json(["b": 2, "a": 1], status: 201)
        XCTAssertEqual(response.status, 201)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"a":1,"b":2}"#)
        XCTAssertEqual(response.headers["Content-Type"], "application/json")
    }

    func test_json_turnsAnUnencodableObjectInto500() {
        let response = AgentHTTPResponse.json(["value": Double.nan])
        XCTAssertEqual(response.status, 500)
    }

    func test_error_hasOkFalseErrorAndHintLines() {
        let response = AgentHTTPResponse.error(
            status: 404, message: "no command 'tapp'", hint: "did you mean: 'tap'?\nsee help")
        XCTAssertEqual(
            String(decoding: response.body, as: UTF8.self),
            #"{"error":"no command 'tapp'","hint":["did you mean: 'tap'?","see help"],"ok":false}"#)
        let bare = AgentHTTPResponse.error(status: 400, message: "bad", hint: nil)
        XCTAssertEqual(String(decoding: bare.body, as: UTF8.self), #"{"error":"bad","hint":[],"ok":false}"#)
    }

    func test_serialized_writesStatusLengthAndClose() {
        let wire = text(AgentHTTPResponse(status: 200, body: Data("{}".utf8)))
        XCTAssertTrue(wire.hasPrefix("HTTP/1.1 200 OK\r\n"), wire)
        XCTAssertTrue(wire.contains("Content-Length: 2\r\n"), wire)
        XCTAssertTrue(wire.contains("Connection: close\r\n"), wire)
        XCTAssertTrue(wire.hasSuffix("\r\n\r\n{}"), wire)
    }

    func test_serialized_neverSendsCORSOrHandlerFramingHeaders() {
        let response = AgentHTTPResponse(status: 200, headers: [
            "Access-Control-Allow-Origin": "*", "access-control-allow-credentials": "true",
            "Content-Length": "999", "Connection": "keep-alive", "X-Kept": "yes",
        ])
        let wire = text(response).lowercased()
        XCTAssertFalse(wire.contains("access-control"), wire)
        XCTAssertFalse(wire.contains("999"), wire)
        XCTAssertFalse(wire.contains("keep-alive"), wire)
        XCTAssertTrue(wire.contains("x-kept: yes\r\n"), wire)
    }

    func test_serialized_cannotBeSplitByHeaderValues() {
        let response = AgentHTTPResponse(status: 200, headers: ["X-Evil": "a\r\nSet-Cookie: b", "X-\r\nBad": "c"])
        let wire = text(response)
        XCTAssertTrue(wire.contains("X-Evil: aSet-Cookie: b\r\n"), wire)
        XCTAssertFalse(wire.contains("\r\nSet-Cookie"), wire)
        XCTAssertTrue(wire.contains("X-Bad: c\r\n"), wire)
    }

    func test_serialized_replacesAnImpossibleStatusWith500() {
        XCTAssertTrue(text(AgentHTTPResponse(status: 42)).hasPrefix("HTTP/1.1 500 "))
    }
}
