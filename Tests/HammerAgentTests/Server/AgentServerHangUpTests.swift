#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HeadlessUITestSupport
@testable import HammerAgent
import XCTest

/// Clients that hang up while their request is being worked on: the handler is cancelled and the
/// slot is free again, so abandoned requests cannot fill the server. A client that only half-closes
/// (it still reads) keeps its request and gets the answer.
final class AgentServerHangUpTests: XCTestCase {
    func test_server_clientsThatHangUp_freeTheirSlotsAndCancelTheirHandlers() async throws {
        let log = AgentLogRecorder()
        let handlersCancelled = expectation(description: "four handlers cancelled")
        handlersCancelled.expectedFulfillmentCount = 4
        let cancellations = AgentCancellationCounter { handlersCancelled.fulfill() }
        let hungUp = expectation(description: "four hang-ups logged")
        hungUp.expectedFulfillmentCount = 4
        log.onLine { if $0.contains("hung up") { hungUp.fulfill() } }
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.maximumConnections = 4 }, log: log) { request in
            if request.path == "/slow" { await cancellations.waitUntilCancelled() }
            return .json(["path": request.path])
        }
        try await onAgentClientThread {
            for _ in 0..<4 {
                let socket = try RawHTTPClient.connect(port: port)
                try RawHTTPClient.send(socket, Array("GET /slow HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
                close(socket)  // gone without waiting for the answer
            }
        }
        await fulfillment(of: [hungUp, handlersCancelled], timeout: 10)
        let response = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/fast") }
        XCTAssertEqual(response.status, 200, "abandoned requests must not hold the slots")
        XCTAssertEqual(cancellations.count, 4, "each abandoned handler is cancelled")
    }

    func test_server_clientThatOnlyHalfCloses_getsItsAnswerAfterTheProbe() async throws {
        let gate = AgentHandlerGate()
        let (_, port) = try await startAgentServer(agentTestConfiguration()) { request in
            await gate.wait()
            return .json(["path": request.path, "cancelled": Task.isCancelled ? "yes" : "no"])
        }
        let raw = try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            try RawHTTPClient.send(socket, Array("GET /half HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            _ = shutdown(socket, Int32(SHUT_WR))  // done sending, still reading
            let interim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
            let received = try RawHTTPClient.read(socket, count: interim.count)
            Task { await gate.open() }  // the server probed a live client: let the handler answer
            return received + (try RawHTTPClient.readToEnd(socket))
        }
        let interim = "HTTP/1.1 100 Continue\r\n\r\n"
        XCTAssertEqual(String(decoding: raw.prefix(interim.utf8.count), as: UTF8.self), interim)
        let response = try XCTUnwrap(RawHTTPResponse(Array(raw.dropFirst(interim.utf8.count))))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.json?["cancelled"] as? String, "no")
    }
}

/// Handlers that wait until their task is cancelled, and how many were.
final class AgentCancellationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = 0
    private let onCancelled: @Sendable () -> Void

    /// A counter that calls `onCancelled` after each cancelled handler.
    init(onCancelled: @escaping @Sendable () -> Void = {}) {
        self.onCancelled = onCancelled
    }

    /// How many handlers were cancelled so far.
    var count: Int { lock.withLock { cancelled } }

    /// Returns once the current task is cancelled (at once if it already is).
    func waitUntilCancelled() async {
        let latch = TestLatch()
        await withTaskCancellationHandler {
            await latch.wait()
        } onCancel: {
            latch.release()
        }
        lock.withLock { cancelled += 1 }
        onCancelled()
    }
}
