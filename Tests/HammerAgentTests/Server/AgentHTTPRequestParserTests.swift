@testable import HammerAgent
import XCTest

final class AgentHTTPRequestParserTests: XCTestCase {
    private typealias Outcome = AgentHTTPRequestParser.Outcome

    /// Parses `bytes` in one piece (4 KiB limit unless told).
    private func parse(_ bytes: [UInt8], limit: Int = 4096) -> Outcome {
        var parser = AgentHTTPRequestParser(maximumRequestBytes: limit)
        return parser.append(bytes)
    }

    private func parse(_ text: String, limit: Int = 4096) -> Outcome { parse(Array(text.utf8), limit: limit) }

    func test_parser_acceptsValidRequests() {
        let cases: [(String, AgentHTTPRequest)] = [
            ("GET /status HTTP/1.1\r\nHost: localhost\r\n\r\n",
             AgentHTTPRequest(method: "GET", path: "/status", headers: ["host": "localhost"])),
            ("GET / HTTP/1.0\r\n\r\n", AgentHTTPRequest(method: "GET", path: "/")),
            ("POST /commands/tap HTTP/1.1\r\nContent-Length: 7\r\nContent-Type: application/json\r\n\r\n{\"x\":1}",
             AgentHTTPRequest(
                 method: "POST", path: "/commands/tap",
                 headers: ["content-length": "7", "content-type": "application/json"], body: Data("{\"x\":1}".utf8))),
            ("GET /a%20b/%C3%A9?x=1&name=hello+world&flag&e=%E2%9C%93 HTTP/1.1\r\n\r\n",
             AgentHTTPRequest(
                 method: "GET", path: "/a b/é", query: ["x": "1", "name": "hello world", "flag": "", "e": "✓"])),
            ("GET / HTTP/1.1\r\nX-Note:   spaced value \t\r\nX-NOTE: again\r\n\r\n",
             AgentHTTPRequest(method: "GET", path: "/", headers: ["x-note": "spaced value, again"])),
            ("GET / HTTP/1.1\r\nX-Name: Zoë\r\n\r\n",
             AgentHTTPRequest(method: "GET", path: "/", headers: ["x-name": "Zoë"])),
            ("GET / HTTP/1.1\r\nContent-Length: 0\r\n\r\n",
             AgentHTTPRequest(method: "GET", path: "/", headers: ["content-length": "0"])),
            ("DELETE /x HTTP/1.1\r\n\r\n", AgentHTTPRequest(method: "DELETE", path: "/x")),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(parse(text), .complete(expected), text.debugDescription)
        }
    }

    func test_parser_refusesMalformedRequests() {
        let cases: [(String, AgentHTTPParseError)] = [
            ("GARBAGE\r\n\r\n", .malformedRequestLine("GARBAGE")),
            ("GET /status\r\n\r\n", .malformedRequestLine("GET /status")),
            ("GET  /status HTTP/1.1\r\n\r\n", .malformedRequestLine("GET  /status HTTP/1.1")),
            ("GET /status HTTP/1.1 extra\r\n\r\n", .malformedRequestLine("GET /status HTTP/1.1 extra")),
            ("G(T / HTTP/1.1\r\n\r\n", .malformedRequestLine("G(T / HTTP/1.1")),
            ("GET / HTTP/2.0\r\n\r\n", .unsupportedVersion("HTTP/2.0")),
            ("GET / HTTPS/1.1\r\n\r\n", .malformedRequestLine("GET / HTTPS/1.1")),
            ("GET http://evil.com/ HTTP/1.1\r\n\r\n",
             .malformedTarget("http://evil.com/", reason: "it must start with '/' (origin form)")),
            ("GET /a#b HTTP/1.1\r\n\r\n",
             .malformedTarget("/a#b", reason: "a fragment ('#') is never sent to a server")),
            ("GET /%zz HTTP/1.1\r\n\r\n", .malformedTarget("/%zz", reason: "the path has a broken %XX escape or "
                + "decodes to bytes that are not UTF-8 text")),
            ("GET /%00 HTTP/1.1\r\n\r\n", .malformedTarget("/%00", reason: "the path has a broken %XX escape or "
                + "decodes to bytes that are not UTF-8 text")),
            ("GET /?q=%ff HTTP/1.1\r\n\r\n", .malformedTarget("/?q=%ff", reason: "the query has a broken %XX "
                + "escape or decodes to bytes that are not UTF-8 text")),
            ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", .malformedHeader("NoColon")),
            ("GET / HTTP/1.1\r\nName : value\r\n\r\n", .malformedHeader("Name : value")),
            ("GET / HTTP/1.1\r\n: value\r\n\r\n", .malformedHeader(": value")),
            ("GET / HTTP/1.1\r\nX: a\u{01}b\r\n\r\n", .malformedHeader("X: a\u{01}b")),
            ("GET / HTTP/1.1\r\nX-A: one\r\n two\r\n\r\n", .foldedHeader(" two")),
            ("GET / HTTP/1.1\r\nX-A: one\r\n\ttwo\r\n\r\n", .foldedHeader("\ttwo")),
            ("GET / HTTP/1.1\nHost: x\r\n\r\n", .bareLineBreak),
            ("GET / HTTP/1.1\r\nHost: x\ry: z\r\n\r\n", .bareLineBreak),
            ("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n", .duplicateHeader("host")),
            ("GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nx", .duplicateHeader("content-length")),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(parse(text), .failed(expected), text.debugDescription)
        }
    }

    func test_parser_refusesBadContentLength() {
        for value in ["-1", "+5", "0x10", "1.5", "abc", "5, 5", "1 2", ""] {
            let text = "POST / HTTP/1.1\r\nContent-Length: \(value)\r\n\r\nhello"
            XCTAssertEqual(parse(text), .failed(.invalidContentLength(value)), value)
        }
    }

    func test_parser_refusesChunkedBodiesWith411() {
        let outcome = parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
        XCTAssertEqual(outcome, .failed(.transferEncodingUnsupported("chunked")))
        XCTAssertEqual(AgentHTTPParseError.transferEncodingUnsupported("chunked").status, 411)
    }

    func test_parser_refusesOversizeRequestsWith413() {
        let cases: [(String, String)] = [
            ("declared body", "POST / HTTP/1.1\r\nContent-Length: 5000\r\n\r\n"),
            ("huge declared body", "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999999\r\n\r\n"),
            ("endless head", "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: 5000)),
        ]
        for (name, text) in cases {
            XCTAssertEqual(parse(text), .failed(.requestTooLarge(limit: 4096)), name)
        }
        let headers = (0...AgentHTTPRequestParser.maximumHeaderCount).map { "X-\($0): v\r\n" }.joined()
        XCTAssertEqual(parse("GET / HTTP/1.1\r\n\(headers)\r\n", limit: 1 << 20), .failed(.tooManyHeaders(limit: 100)))
        XCTAssertEqual(AgentHTTPParseError.requestTooLarge(limit: 1).status, 413)
    }

    func test_parser_refusesNonUTF8() {
        let head = Array("GET / HTTP/1.1\r\nX-Bytes: ".utf8) + [0xC3, 0x28] + Array("\r\n\r\n".utf8)
        XCTAssertEqual(parse(head), .failed(.invalidUTF8(part: "x-bytes header")))
        let body = Array("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n".utf8) + [0xFF, 0xFE]
        XCTAssertEqual(parse(body), .failed(.invalidUTF8(part: "body")))
        let line = Array("GET /".utf8) + [0xE9] + Array(" HTTP/1.1\r\n\r\n".utf8)
        XCTAssertEqual(parse(line), .failed(.malformedRequestLine("GET /\u{FFFD} HTTP/1.1")))
    }

    func test_parser_completesRequestsSplitAcrossReads() {
        let text = Array("POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello".utf8)
        var parser = AgentHTTPRequestParser(maximumRequestBytes: 4096)
        for byte in text.dropLast() {
            XCTAssertEqual(parser.append([byte]), .needsMoreBytes)
        }
        guard case let .complete(request) = parser.append([text.last!]) else { return XCTFail("not complete") }
        XCTAssertEqual(request.body, Data("hello".utf8))
    }

    func test_parser_failsFastOnABadRequestLineBeforeTheHeadEnds() {
        var parser = AgentHTTPRequestParser(maximumRequestBytes: 4096)
        let outcome = parser.append(Array("NOT HTTP AT ALL\r\nmore".utf8))
        XCTAssertEqual(outcome, .failed(.malformedRequestLine("NOT HTTP AT ALL")))
    }

    func test_parser_reportsAnIncompleteRequestAtEndOfInput() {
        var parser = AgentHTTPRequestParser(maximumRequestBytes: 4096)
        XCTAssertEqual(parser.append(Array("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc".utf8)), .needsMoreBytes)
        XCTAssertEqual(parser.finishInput(), .failed(.incompleteRequest(receivedBytes: 42)))
    }

    func test_parser_awaitsContinueUntilTheBodyArrives() {
        var parser = AgentHTTPRequestParser(maximumRequestBytes: 4096)
        XCTAssertFalse(parser.awaitsContinue)
        _ = parser.append(Array("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        XCTAssertTrue(parser.awaitsContinue)
        _ = parser.append(Array("{}".utf8))
        XCTAssertFalse(parser.awaitsContinue)
    }

    func test_parser_keepsItsOutcomeOnceDecided() {
        var parser = AgentHTTPRequestParser(maximumRequestBytes: 4096)
        let first = parser.append(Array("GET / HTTP/1.1\r\n\r\n".utf8))
        XCTAssertEqual(parser.append(Array("GARBAGE".utf8)), first)
        XCTAssertEqual(parser.finishInput(), first)
    }

    func test_parseError_namesStatusMessageAndHint() {
        let error = AgentHTTPParseError.invalidContentLength("-1")
        XCTAssertEqual(error.status, 400)
        XCTAssertEqual(error.message, "Content-Length '-1' is not a decimal number of bytes")
        XCTAssertEqual(error.hint, "send Content-Length once, as the body's size in bytes")
        XCTAssertEqual(AgentHTTPParseError.unsupportedVersion("HTTP/2.0").status, 505)
    }

    func test_logText_escapesControlsAndShortensLongText() {
        XCTAssertEqual(AgentLogText.quoted("a\r\nb'"), "a\\u{d}\\u{a}b\\u{27}")
        XCTAssertEqual(AgentLogText.quoted(String(repeating: "x", count: 200)), String(repeating: "x", count: 80) + "…")
    }
}
