@testable import HammerAgent
import XCTest

final class AgentSecurityPolicyTests: XCTestCase {
    private let open = AgentSecurityPolicy(token: nil, allowsRemoteConnections: false)
    private let guarded = AgentSecurityPolicy(token: "s3cret-token", allowsRemoteConnections: false)

    private func request(_ headers: [String: String], method: String = "GET") -> AgentHTTPRequest {
        AgentHTTPRequest(method: method, path: "/status", headers: headers)
    }

    func test_policy_acceptsAPlainLoopbackRequest() {
        XCTAssertNil(open.refusal(for: request(["host": "127.0.0.1:9876"])))
        XCTAssertNil(open.refusal(for: request(["host": "localhost"], method: "POST")))
    }

    func test_policy_refusesEveryBrowserHeader() {
        let cases: [(String, String)] = [
            ("origin", "Origin"), ("referer", "Referer"), ("cookie", "Cookie"),
            ("sec-fetch-site", "Sec-Fetch-Site"), ("sec-fetch-mode", "Sec-Fetch-Mode"),
            ("sec-fetch-dest", "Sec-Fetch-Dest"), ("sec-fetch-user", "Sec-Fetch-User"),
        ]
        for (name, display) in cases {
            let refusal = open.refusal(for: request(["host": "localhost", name: "x"]))
            XCTAssertEqual(refusal, .browserHeader(display), name)
            XCTAssertEqual(refusal?.status, 403, name)
        }
    }

    func test_policy_refusesBrowserHeadersEvenWithTheRightToken() {
        let headers = ["host": "localhost", "authorization": "Bearer s3cret-token", "origin": "null"]
        XCTAssertEqual(guarded.refusal(for: request(headers)), .browserHeader("Origin"))
    }

    func test_policy_refusesForeignAndRebindingHosts() {
        let hosts = [
            "evil.com", "evil.com:9876", "127.0.0.1.evil.com", "localhost.evil.com", "localhost.", "127.1",
            "127.0.0.2", "0.0.0.0:9876", "::1", "[::1].evil.com", "localhost:", "localhost:abc", "localhost:123456",
            "127.0.0.1:80@evil.com", "", "192.168.1.10:9876",
        ]
        for host in hosts {
            let refusal = open.refusal(for: request(["host": host]))
            XCTAssertEqual(refusal, .foreignHost(host), host)
            XCTAssertEqual(refusal?.status, 403, host)
        }
    }

    func test_policy_acceptsEveryLoopbackHostForm() {
        for host in ["127.0.0.1", "127.0.0.1:9876", "localhost", "LOCALHOST:1", "[::1]", "[::1]:9876"] {
            XCTAssertTrue(AgentSecurityPolicy.isLoopbackHost(host), host)
        }
    }

    func test_policy_refusesAMissingHost() {
        XCTAssertEqual(open.refusal(for: request([:])), .missingHost)
        XCTAssertEqual(AgentRefusal.missingHost.status, 400)
    }

    func test_policy_acceptsAnyHostWhenRemoteConnectionsAreAllowed() {
        let remote = AgentSecurityPolicy(token: "t", allowsRemoteConnections: true)
        XCTAssertNil(remote.refusal(for: request(["host": "192.168.1.10:9876", "authorization": "Bearer t"])))
    }

    func test_policy_checksTheBearerToken() {
        let cases: [(String?, AgentRefusal?)] = [
            (nil, .missingToken),
            ("Bearer wrong", .wrongToken),
            ("Bearer s3cret-toke", .wrongToken),
            ("Bearer s3cret-token-and-more", .wrongToken),
            ("Basic s3cret-token", .wrongToken),
            ("s3cret-token", .wrongToken),
            ("Bearer", .wrongToken),
            ("Bearer s3cret-token", nil),
            ("bearer s3cret-token", nil),
        ]
        for (authorization, expected) in cases {
            var headers = ["host": "localhost"]
            headers["authorization"] = authorization
            XCTAssertEqual(guarded.refusal(for: request(headers)), expected, authorization ?? "none")
        }
        XCTAssertEqual(AgentRefusal.missingToken.status, 401)
        XCTAssertEqual(AgentRefusal.wrongToken.response.headers["WWW-Authenticate"], "Bearer")
    }

    func test_policy_checksTheTokenBeforeTheMethod() {
        XCTAssertEqual(guarded.refusal(for: request(["host": "localhost"], method: "DELETE")), .missingToken)
    }

    func test_policy_allowsOnlyGetAndPost() {
        for method in ["PUT", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE", "CONNECT", "get"] {
            let refusal = open.refusal(for: request(["host": "localhost"], method: method))
            XCTAssertEqual(refusal, .methodNotAllowed(method), method)
            XCTAssertEqual(refusal?.response.status, 405, method)
            XCTAssertEqual(refusal?.response.headers["Allow"], "GET, POST", method)
        }
    }

    func test_constantTimeEquals_comparesWholeStrings() {
        let cases: [(String, String, Bool)] = [
            ("", "", true), ("abc", "abc", true), ("abc", "abd", false), ("abc", "ab", false),
            ("ab", "abc", false), ("", "a", false), ("a\0", "a", false), ("é", "e", false),
        ]
        for (lhs, rhs, expected) in cases {
            XCTAssertEqual(AgentSecurityPolicy.constantTimeEquals(lhs, rhs), expected, "\(lhs) vs \(rhs)")
        }
    }

    func test_refusal_answersWithAJSONErrorBody() throws {
        let response = AgentRefusal.foreignHost("evil.com").response
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        XCTAssertEqual(object["ok"] as? Bool, false)
        XCTAssertEqual(object["error"] as? String, "Host 'evil.com' is not loopback (possible DNS rebinding)")
        XCTAssertEqual((object["hint"] as? [String])?.count, 1)
    }
}
