import Foundation
import HeadlessUITestSupport
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// `hammer mcp` over its line streams while a tool call is slow: other requests (`ping`, other
/// calls) are answered meanwhile, and `notifications/cancelled` stops the call without a response.
final class MCPConcurrencyTests: XCTestCase {
    /// `slow` runs until its task is cancelled; `tap` answers at once.
    private final class SlowTools: MCPToolProvider, @unchecked Sendable {
        private let lock = NSLock()
        private var cancelledCalls = 0
        let slowStarted: XCTestExpectation?
        let slowCancelled: XCTestExpectation?

        init(slowStarted: XCTestExpectation?, slowCancelled: XCTestExpectation? = nil) {
            self.slowStarted = slowStarted
            self.slowCancelled = slowCancelled
        }

        var cancelledCount: Int { lock.withLock { cancelledCalls } }

        func tools() async -> [MCPTool] {
            [
                MCPTool(name: "slow", description: "Runs until cancelled", inputSchema: .object(["type": .string("object")])),
                MCPTool(name: "tap", description: "Taps", inputSchema: .object(["type": .string("object")])),
            ]
        }

        func call(name: String, arguments: [String: AgentJSONValue]) async -> MCPToolResult {
            guard name == "slow" else { return MCPToolResult(content: [.text("tapped")]) }
            slowStarted?.fulfill()
            let latch = TestLatch()
            await withTaskCancellationHandler { await latch.wait() } onCancel: { latch.release() }
            lock.withLock { cancelledCalls += 1 }
            slowCancelled?.fulfill()
            return MCPToolResult(content: [.text("finished after all")])
        }
    }

    private let initialize = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    ]

    func test_mcp_slowCall_doesNotBlockPingOrOtherCalls_andCancelledSendsNoResponse() async throws {
        let slowStarted = expectation(description: "the slow call started")
        let slowCancelled = expectation(description: "the slow call's task was cancelled")
        let tools = SlowTools(slowStarted: slowStarted, slowCancelled: slowCancelled)
        let session = MCPSession(provider: tools, serverName: "hammer", serverVersion: "1.0")
        let input = MCPTestLineFeed()
        let output = MCPTestReplies()
        let pingAnswered = expectation(description: "ping answered while the slow call runs")
        let tapAnswered = expectation(description: "tap answered while the slow call runs")
        output.onReply { reply in
            if reply["id"] == .number(6) { pingAnswered.fulfill() }
            if reply["id"] == .number(7) { tapAnswered.fulfill() }
        }
        let server = Task.detached {
            await MCPStdioServer.run(session, readLine: input.next, write: output.write, log: { _ in })
        }
        for line in initialize { input.send(line) }
        input.send(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"slow","arguments":{}}}"#)
        await fulfillment(of: [slowStarted], timeout: 10)
        input.send(#"{"jsonrpc":"2.0","id":6,"method":"ping"}"#)
        input.send(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"tap","arguments":{}}}"#)
        let answered = await XCTWaiter().fulfillment(of: [pingAnswered, tapAnswered], timeout: 10)
        // A session blocked by the slow call would never return: stop here rather than hang.
        guard answered == .completed else { return XCTFail("ping and tap were not answered while the slow call ran") }
        input.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5,"reason":"user gave up"}}"#)
        await fulfillment(of: [slowCancelled], timeout: 10)
        input.close()
        await server.value
        XCTAssertEqual(tools.cancelledCount, 1, "the cancelled call's task is cancelled")
        XCTAssertEqual(output.replies.map { $0["id"] }, [.number(1), .number(6), .number(7)], "no response for the cancelled request")
    }

    func test_mcp_runningRequestsBeyondTheLimit_areRefusedWhilePingStillAnswers() async throws {
        let limit = MCPSession.maximumRunningRequests
        let started = expectation(description: "every slow call started")
        started.expectedFulfillmentCount = limit
        let cancelled = expectation(description: "every slow call cancelled")
        cancelled.expectedFulfillmentCount = limit
        let tools = SlowTools(slowStarted: started, slowCancelled: cancelled)
        let session = MCPSession(provider: tools, serverName: "hammer", serverVersion: "1.0")
        let output = MCPTestReplies()
        let send = output.write
        for line in initialize { await session.receive(line: line, send: send) }
        for id in 100..<(100 + limit) {
            await session.receive(line: #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"slow"}}"#, send: send)
        }
        await fulfillment(of: [started], timeout: 10)
        await session.receive(line: #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"slow"}}"#, send: send)
        await session.receive(line: #"{"jsonrpc":"2.0","id":8,"method":"ping"}"#, send: send)
        let refused = output.replies.first { $0["id"] == .number(7) }
        XCTAssertEqual(refused?["error"]?["code"], .number(-32000))
        XCTAssertEqual(refused?["error"]?["message"]?.stringValue?.hasPrefix("\(limit) requests are still running"), true)
        XCTAssertNotNil(output.replies.first { $0["id"] == .number(8) }?["result"])
        for id in 100..<(100 + limit) {
            await session.receive(line: #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(id)}}"#, send: send)
        }
        await fulfillment(of: [cancelled], timeout: 10)
        await session.finishRunningRequests()
    }

    func test_mcp_cancellingAnUnknownOrFinishedRequest_isIgnored() async throws {
        let tools = SlowTools(slowStarted: nil)
        let session = MCPSession(provider: tools, serverName: "hammer", serverVersion: "1.0")
        let input = MCPTestLineFeed()
        let output = MCPTestReplies()
        let server = Task.detached {
            await MCPStdioServer.run(session, readLine: input.next, write: output.write, log: { _ in })
        }
        for line in initialize { input.send(line) }
        input.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":42}}"#)
        input.send(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)
        input.close()
        await server.value
        XCTAssertEqual(output.replies.map { $0["id"] }, [.number(1), .number(2)])
    }
}

/// Lines for the server's `readLine`, sent by the test; `nil` after ``close()``.
final class MCPTestLineFeed: @unchecked Sendable {
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var lines: [String?] = []

    func send(_ line: String) {
        lock.withLock { lines.append(line) }
        available.signal()
    }

    func close() {
        lock.withLock { lines.append(nil) }
        available.signal()
    }

    /// Blocks until the next line (or the end) is there.
    var next: @Sendable () -> String? {
        { [self] in
            available.wait()
            return lock.withLock { lines.removeFirst() }
        }
    }
}

/// The reply lines the server wrote, parsed.
final class MCPTestReplies: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [AgentJSONValue] = []
    private var observers: [@Sendable (AgentJSONValue) -> Void] = []

    var replies: [AgentJSONValue] { lock.withLock { stored } }

    func onReply(_ observer: @escaping @Sendable (AgentJSONValue) -> Void) {
        lock.withLock { observers.append(observer) }
    }

    var write: @Sendable (String) -> Void {
        { [self] text in
            for line in text.split(separator: "\n") {
                guard let reply = AgentJSONValue.parse(String(line)) else { continue }
                let observers = lock.withLock {
                    stored.append(reply)
                    return self.observers
                }
                for observer in observers { observer(reply) }
            }
        }
    }
}
