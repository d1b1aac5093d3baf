#if canImport(Glibc)
import Glibc
#endif
import ChaosBank
import Foundation
@testable import HammerAgent
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// The agent end to end inside the process: ChaosBank on the virtual clock, the server on a free
/// loopback port, requests over real sockets from another thread.
@MainActor
final class HammerAgentTests: XCTestCase {
    private var application: UIApplication?
    private var agent: HammerAgent?

    private func startAgent(token: String? = nil, log: AgentLogRecorder = AgentLogRecorder()) async throws -> Int {
        application = UIApplication.launch(LaunchConfiguration(arguments: ["-ChaosBankRoute", "home"]), delegate: ChaosBankAppDelegate())
        await application?.runLoop.runFrames(30)
        var configuration = AgentServerConfiguration(environment: [:])
        configuration.port = 0
        configuration.token = token
        let agent = HammerAgent(configuration: configuration, log: log.sink)
        self.agent = agent
        return try await agent.start()
    }

    /// A request sent from a background thread, so the main actor stays free to run the command.
    private func request(
        _ port: Int, _ method: String, _ target: String, body: String? = nil, headers: [(String, String)] = []
    ) async throws -> RawHTTPResponse {
        try await Task.detached {
            try RawHTTPClient.request(port: port, method: method, target: target, headers: headers, body: body)
        }.value
    }

    override func tearDown() async throws {
        await agent?.stop()
        await agent?.router.context.finish()
        agent = nil
        application?.terminate()
        application = nil
    }

    func test_agent_answersStatusOverHTTP() async throws {
        let port = try await startAgent()
        let response = try await request(port, "GET", "/v1/status")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.json?["ok"] as? Bool, true)
        XCTAssertEqual(response.headers["content-type"], "application/json")
    }

    func test_agent_tapsThroughHammerAndAnswersWithADelta() async throws {
        let port = try await startAgent()
        let response = try await request(port, "POST", "/v1/commands/tap", body: #"{"identifier":"home.send"}"#)
        XCTAssertEqual(response.status, 200, String(decoding: response.body, as: UTF8.self))
        let delta = response.json?["delta"] as? String ?? ""
        XCTAssertTrue(delta.contains("TransferViewController"), delta)
    }

    func test_agent_failedCommandIs422WithTheHint() async throws {
        let port = try await startAgent()
        let response = try await request(port, "POST", "/v1/commands/tap", body: #"{"identifier":"home.nowhere"}"#)
        XCTAssertEqual(response.status, 422)
        XCTAssertEqual(response.json?["kind"] as? String, "failed")
        XCTAssertFalse((response.json?["hint"] as? [String] ?? []).isEmpty)
    }

    func test_agent_refusesABrowserRequestBeforeAnyCommandRuns() async throws {
        let port = try await startAgent()
        let response = try await request(
            port, "POST", "/v1/commands/tap", body: #"{"identifier":"home.send"}"#, headers: [("Origin", "https://evil.example")]
        )
        XCTAssertEqual(response.status, 403)
        let transfer = application?.keyWindow?.descendant(withIdentifier: "transfer.amount")
        XCTAssertNil(transfer, "the tap must not have run")
    }

    func test_agent_requiresTheTokenWhenOneIsSet() async throws {
        let port = try await startAgent(token: "s3cret-token-123")
        let refused = try await request(port, "GET", "/v1/status")
        let accepted = try await request(port, "GET", "/v1/status", headers: [("Authorization", "Bearer s3cret-token-123")])
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(accepted.status, 200)
    }

    func test_agent_abandonedWaits_freeTheirSlotsAndStop() async throws {
        let log = AgentLogRecorder()
        let hungUp = expectation(description: "every abandoned wait noticed")
        hungUp.expectedFulfillmentCount = 64
        log.onLine { if $0.contains("hung up") { hungUp.fulfill() } }
        let port = try await startAgent(log: log)
        let start = try XCTUnwrap(application?.runLoop.now)
        try await Task.detached {
            let body = #"{"identifier":"home.never","timeout":300}"#
            for _ in 0..<64 {
                let socket = try RawHTTPClient.connect(port: port)
                try RawHTTPClient.send(socket, Array(
                    "POST /v1/commands/wait HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8
                ))
                close(socket)  // the client gives up without reading the answer
            }
        }.value
        await fulfillment(of: [hungUp], timeout: 60)
        let response = try await request(port, "GET", "/v1/status")
        XCTAssertEqual(response.status, 200, "64 abandoned waits must not leave the agent answering 503")
        let elapsed = try XCTUnwrap(application?.runLoop.now) - start
        XCTAssertLessThan(elapsed, 300, "the abandoned waits stopped instead of running out their timeout")
    }

    func test_agent_startingTwiceIsAnError() async throws {
        _ = try await startAgent()
        do {
            _ = try await agent?.start()
            XCTFail("a second start must throw")
        } catch {
            XCTAssertTrue("\(error)".contains("already"), "\(error)")
        }
    }

    func test_agent_appCommandNameClashIsAnError() async {
        let agent = HammerAgent(configuration: AgentServerConfiguration(environment: [:]), log: { _ in })
        XCTAssertThrowsError(try agent.register(ClashingCommand()))
    }
}

/// An app command named like a built-in.
private struct ClashingCommand: AgentCommand {
    let descriptor = CommandDescriptor(name: "tap", summary: "clashes", parameters: [], examples: [])
    func run(_ arguments: NoArguments, in context: AgentContext) async throws -> NoOutput { NoOutput() }
}
