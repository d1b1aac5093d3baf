import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// `hammer mcp` against ChaosBank in-process: a long `wait` runs while `ping` is answered, and
/// `notifications/cancelled` ends it in the app too (the agent sees its client hang up).
@MainActor
final class MCPCancellationEndToEndTests: XCTestCase {
    private let fixture = AgentFixture()

    override func tearDown() async throws {
        await fixture.stop()
    }

    func test_cancelledWait_stopsInTheAppAndSendsNoResponse() async throws {
        let agentNoticed = expectation(description: "the agent saw the cancelled call's client hang up")
        let port = try await fixture.start(log: { line in if line.contains("hung up") { agentNoticed.fulfill() } })
        let session = HammerMCPServer.session(client: AgentClient(endpoint: AgentEndpoint(port: port)))
        let output = MCPTestReplies()
        let pinged = expectation(description: "ping answered during the wait")
        output.onReply { if $0["id"] == .number(3) { pinged.fulfill() } }
        let application = try XCTUnwrap(fixture.application)
        let start = application.runLoop.now
        // Only a running wait turns the app's (virtual) clock: this fires once the wait is under way.
        let waitRunning = expectation(description: "the wait runs in the app")
        _ = application.scheduler.schedule(after: 1, label: "wait is running") { waitRunning.fulfill() }
        await session.receive(
            line: #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#, send: output.write
        )
        await session.receive(
            line: #"{"jsonrpc":"2.0","id":2,"method":"tools/call","#
                + #""params":{"name":"wait","arguments":{"identifier":"home.never","timeout":300}}}"#,
            send: output.write
        )
        await session.receive(line: #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#, send: output.write)
        await fulfillment(of: [pinged, waitRunning], timeout: 10)
        await session.receive(line: #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2}}"#, send: output.write)
        await fulfillment(of: [agentNoticed], timeout: 10)
        await session.finishRunningRequests()
        XCTAssertEqual(output.replies.map { $0["id"] }, [.number(1), .number(3)], "no response for the cancelled call")
        let elapsed = application.runLoop.now - start
        XCTAssertLessThan(elapsed, 300, "the wait stopped in the app instead of running out its timeout")
        let status = await Task.detached { try? AgentClient(endpoint: AgentEndpoint(port: port)).post(command: "status", body: "{}") }.value
        XCTAssertEqual(status?.ok, true)
    }
}
