#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import HammerAgent
import XCTest

final class AgentServerEndToEndTests: XCTestCase {
    func test_server_roundTripsAJSONRequestThroughTheHandler() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration())
        let response = try await onAgentClientThread {
            try RawHTTPClient.request(
                port: port, method: "POST", target: "/commands/tap?dry+run=yes",
                headers: [("Content-Type", "application/json")], body: #"{"identifier":"signIn"}"#)
        }
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "application/json")
        XCTAssertEqual(response.headers["connection"], "close")
        let reply = try JSONDecoder().decode(AgentEchoReply.self, from: response.body)
        XCTAssertEqual(reply.method, "POST")
        XCTAssertEqual(reply.path, "/commands/tap")
        XCTAssertEqual(reply.query, ["dry run": "yes"])
        XCTAssertEqual(reply.body, #"{"identifier":"signIn"}"#)
        XCTAssertEqual(reply.headers["content-type"], "application/json")
    }

    func test_server_answersEachRefusalWithItsStatusAndAJSONError() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration())
        let cases: [(String, String, [(String, String)], Int)] = [
            ("origin", "GET", [("Origin", "https://evil.example")], 403),
            ("referer", "GET", [("Referer", "https://evil.example/page")], 403),
            ("cookie", "GET", [("Cookie", "session=1")], 403),
            ("sec-fetch", "GET", [("Sec-Fetch-Mode", "no-cors")], 403),
            ("foreign host", "GET", [("Host", "evil.example:\(port)")], 403),
            ("rebinding host", "GET", [("Host", "127.0.0.1.evil.example")], 403),
            ("method", "DELETE", [], 405),
            ("preflight", "OPTIONS", [("Origin", "https://evil.example")], 403),
        ]
        for (name, method, headers, status) in cases {
            let response = try await onAgentClientThread {
                try RawHTTPClient.request(port: port, method: method, headers: headers)
            }
            XCTAssertEqual(response.status, status, name)
            XCTAssertEqual(response.json?["ok"] as? Bool, false, name)
            XCTAssertNotNil(response.errorMessage, name)
        }
    }

    func test_server_answersMalformedRequestsWith4xx() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.maximumRequestBytes = 4096 })
        let cases: [(String, String, Int)] = [
            ("garbage", "HELLO\r\n\r\n", 400),
            ("chunked", "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 411),
            ("bad length", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -3\r\n\r\n", 400),
            ("folded", "GET / HTTP/1.1\r\nHost: localhost\r\nX: a\r\n b\r\n\r\n", 400),
            ("oversize", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10000\r\n\r\n"
                + String(repeating: "x", count: 10000), 413),
            ("http2", "GET / HTTP/2.0\r\nHost: localhost\r\n\r\n", 505),
            ("truncated", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nabc", 400),
        ]
        for (name, text, status) in cases {
            let raw = try await onAgentClientThread { try RawHTTPClient.exchange(port: port, bytes: Array(text.utf8)) }
            let response = try XCTUnwrap(RawHTTPResponse(raw), name)
            XCTAssertEqual(response.status, status, name)
            XCTAssertNotNil(response.errorMessage, name)
        }
        let nonUTF8 = Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Name: ".utf8) + [0xFF] + Array("\r\n\r\n".utf8)
        let raw = try await onAgentClientThread { try RawHTTPClient.exchange(port: port, bytes: nonUTF8) }
        XCTAssertEqual(RawHTTPResponse(raw)?.status, 400)
    }

    func test_server_requiresTheConfiguredToken() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.token = "s3cret" })
        let cases: [([(String, String)], Int)] = [
            ([], 401), ([("Authorization", "Bearer nope")], 401), ([("Authorization", "Bearer s3cret")], 200),
        ]
        for (headers, status) in cases {
            let response = try await onAgentClientThread { try RawHTTPClient.request(port: port, headers: headers) }
            XCTAssertEqual(response.status, status, "\(headers)")
        }
        let refused = try await onAgentClientThread { try RawHTTPClient.request(port: port) }
        XCTAssertEqual(refused.headers["www-authenticate"], "Bearer")
        XCTAssertFalse(String(decoding: refused.body, as: UTF8.self).contains("s3cret"))
    }

    func test_server_answersExpectContinueBeforeTheBody() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration())
        let (interim, final) = try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            let head = "POST /echo HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n"
            try RawHTTPClient.send(socket, Array(head.utf8))
            let interim = try RawHTTPClient.read(socket, count: "HTTP/1.1 100 Continue\r\n\r\n".utf8.count)
            try RawHTTPClient.send(socket, Array("{}".utf8))
            return (String(decoding: interim, as: UTF8.self), try RawHTTPClient.readToEnd(socket))
        }
        XCTAssertEqual(interim, "HTTP/1.1 100 Continue\r\n\r\n")
        let response = try XCTUnwrap(RawHTTPResponse(final))
        XCTAssertEqual(try JSONDecoder().decode(AgentEchoReply.self, from: response.body).body, "{}")
    }

    func test_server_neverSendsCORSHeaders() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration()) { _ in
            AgentHTTPResponse(status: 200, headers: ["Access-Control-Allow-Origin": "*"], body: Data("{}".utf8))
        }
        let answered = try await onAgentClientThread { try RawHTTPClient.request(port: port) }
        let refused = try await onAgentClientThread {
            try RawHTTPClient.request(port: port, headers: [("Origin", "https://evil.example")])
        }
        for response in [answered, refused] {
            XCTAssertFalse(response.headers.keys.contains { $0.hasPrefix("access-control-") }, "\(response.headers)")
        }
    }

    func test_server_logsEachRefusalOffTheMainThread() async throws {
        let log = AgentLogRecorder()
        let (_, port) = try await startAgentServer(agentTestConfiguration(), log: log)
        _ = try await onAgentClientThread { try RawHTTPClient.request(port: port, headers: [("Cookie", "a=b")]) }
        let refusals = log.lines.filter { $0.hasPrefix("hammer agent: refused ") }
        XCTAssertEqual(refusals.count, 1, "\(log.lines)")
        XCTAssertTrue(refusals.first?.contains("refused 403 127.0.0.1:") == true, "\(refusals)")
        XCTAssertTrue(refusals.first?.contains("GET /status: the request has a Cookie header") == true, "\(refusals)")
        XCTAssertEqual(log.writtenOnMainThread.filter { $0 }, [])
    }

    func test_server_doesNotCallTheHandlerForRefusedRequests() async throws {
        let calls = AgentLogRecorder()
        let (_, port) = try await startAgentServer(agentTestConfiguration()) { request in
            calls.sink(request.path)
            return .json(["ok": true])
        }
        _ = try await onAgentClientThread { try RawHTTPClient.request(port: port, headers: [("Origin", "null")]) }
        _ = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/allowed") }
        XCTAssertEqual(calls.lines, ["/allowed"])
    }
}
