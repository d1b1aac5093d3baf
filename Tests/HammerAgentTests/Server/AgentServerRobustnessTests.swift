#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import HammerAgent
import XCTest

final class AgentServerRobustnessTests: XCTestCase {
    func test_server_cutsOffASlowClientWith408() async throws {
        let log = AgentLogRecorder()
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.readTimeout = 0.3 }, log: log)
        let raw = try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            try RawHTTPClient.send(socket, Array("GET /status HTTP/1.1\r\nHost: local".utf8))
            return try RawHTTPClient.readToEnd(socket)  // never finishes the request
        }
        XCTAssertEqual(RawHTTPResponse(raw)?.status, 408)
        XCTAssertTrue(log.lines.contains { $0.contains("refused 408") }, "\(log.lines)")
    }

    func test_server_cutsOffATricklingClientAtTheDeadlineOfTheWholeRequest() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.readTimeout = 0.3 })
        let (raw, bytesSent) = try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            try RawHTTPClient.send(socket, Array("GET /status HTTP/1.1\r\n".utf8))
            // One header byte every 50 ms, each one well within the timeout, until the server answers.
            var sent = 0
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            while poll(&ready, 1, 50) == 0, sent < 200 {
                try RawHTTPClient.send(socket, [UInt8(ascii: "x")])
                sent += 1
            }
            return (try RawHTTPClient.readToEnd(socket), sent)
        }
        XCTAssertEqual(RawHTTPResponse(raw)?.status, 408)
        XCTAssertLessThan(bytesSent, 200, "the server answered before the client gave up")
    }

    func test_server_cutsOffAClientThatSendsNothingWith408() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.readTimeout = 0.3 })
        let raw = try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            return try RawHTTPClient.readToEnd(socket)
        }
        XCTAssertEqual(RawHTTPResponse(raw)?.status, 408)
    }

    func test_server_acceptsABodyUpToTheLimitAndRefusesOneByteMore() async throws {
        let limit = 64 * 1024
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.maximumRequestBytes = limit }) { request in
            .json(["bytes": request.body.count])
        }
        let head = "POST /big HTTP/1.1\r\nHost: localhost\r\nContent-Length: 00000\r\n\r\n"
        let fitting = limit - head.utf8.count
        let results = try await onAgentClientThread {
            try [fitting, fitting + 1].map { size in
                let text = "POST /big HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(size)\r\n\r\n"
                let body = [UInt8](repeating: 0x61, count: size)
                let raw = try RawHTTPClient.exchange(port: port, bytes: Array(text.utf8) + body)
                return RawHTTPResponse(raw)
            }
        }
        XCTAssertEqual(results[0]?.status, 200)
        XCTAssertEqual(results[0]?.json?["bytes"] as? Int, fitting)
        XCTAssertEqual(results[1]?.status, 413)
    }

    func test_server_sendsALargeAnswerWhole() async throws {
        let size = 8 << 20
        let (_, port) = try await startAgentServer(agentTestConfiguration()) { _ in
            AgentHTTPResponse(
                status: 200, headers: ["Content-Type": "image/png"], body: Data(repeating: 0x2A, count: size))
        }
        let response = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/screenshot") }
        XCTAssertEqual(response.headers["content-length"], String(size))
        XCTAssertEqual(response.body.count, size)
        XCTAssertTrue(response.body.allSatisfy { $0 == 0x2A })
    }

    func test_server_givesUpOnAClientThatStopsReadingAndKeepsServing() async throws {
        let log = AgentLogRecorder()
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.readTimeout = 0.3 }, log: log) { request in
            AgentHTTPResponse(status: 200, body: Data(count: request.path == "/huge" ? 32 << 20 : 2))
        }
        let events = try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            defer { close(socket) }
            try RawHTTPClient.send(socket, Array("GET /huge HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
            // Never read: wait on the socket until the server resets it (a hang-up or error event).
            var stalled = pollfd(fd: socket, events: 0, revents: 0)
            _ = poll(&stalled, 1, 10_000)
            return stalled.revents
        }
        XCTAssertNotEqual(events & Int16(POLLHUP | POLLERR), 0, "the server kept the stalled connection open")
        XCTAssertTrue(log.lines.contains { $0.contains("gave up sending") }, "\(log.lines)")
        let after = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/after") }
        XCTAssertEqual(after.status, 200)
    }

    func test_server_keepsServingWhileAHandlerIsSlow() async throws {
        let gate = AgentHandlerGate()
        let (_, port) = try await startAgentServer(agentTestConfiguration()) { request in
            if request.path == "/slow" { await gate.wait() }
            return .json(["path": request.path])
        }
        let slow = Task { try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/slow") } }
        let fast = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/fast") }
        XCTAssertEqual(fast.json?["path"] as? String, "/fast")
        await gate.open()
        let slowResponse = try await slow.value
        XCTAssertEqual(slowResponse.json?["path"] as? String, "/slow")
    }

    func test_server_serves50ConcurrentClients() async throws {
        let clients = 50
        // Every handler waits until all 50 are in flight: the test passes only if they run concurrently.
        let gate = AgentHandlerGate(opensAt: clients)
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.readTimeout = 10 }) { request in
            await gate.wait()
            return .json(["path": request.path])
        }
        let answers = try await onAgentClientThread {
            let sockets = try (0..<clients).map { _ in try RawHTTPClient.connect(port: port) }
            defer { sockets.forEach { close($0) } }
            for (index, socket) in sockets.enumerated() {
                try RawHTTPClient.send(socket, Array("GET /client/\(index) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
            }
            return try sockets.map { try RawHTTPClient.readToEnd($0) }
        }
        let paths = answers.map { RawHTTPResponse($0)?.json?["path"] as? String }
        XCTAssertEqual(paths, (0..<clients).map { "/client/\($0)" })
    }

    func test_server_answers503BeyondMaximumConnections() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration {
            $0.maximumConnections = 2
            $0.readTimeout = 10
        })
        let raw = try await onAgentClientThread {
            let held = try (0..<2).map { _ in try RawHTTPClient.connect(port: port) }
            defer { held.forEach { close($0) } }
            for socket in held { try RawHTTPClient.send(socket, Array("GET / HTTP/1.1\r\n".utf8)) }
            // The held requests are incomplete, so both slots stay taken while the third client asks.
            return try RawHTTPClient.exchange(port: port, bytes: Array("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
        }
        let response = try XCTUnwrap(RawHTTPResponse(raw))
        XCTAssertEqual(response.status, 503)
        XCTAssertEqual(response.errorMessage, "the agent is already serving 2 connections")
    }

    func test_server_freesSlotsWhenConnectionsClose() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration { $0.maximumConnections = 1 })
        for index in 0..<5 {
            let response = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/\(index)") }
            XCTAssertEqual(response.status, 200, "request \(index)")
        }
    }

    func test_server_survivesAClientThatResetsMidRequest() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration())
        try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            let partial = "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nab"
            try RawHTTPClient.send(socket, Array(partial.utf8))
            var linger = linger(l_onoff: 1, l_linger: 0)  // close with a reset
            setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            close(socket)
        }
        let response = try await onAgentClientThread { try RawHTTPClient.request(port: port) }
        XCTAssertEqual(response.status, 200)
    }

    func test_server_survivesAClientThatLeavesBeforeTheAnswer() async throws {
        let gate = AgentHandlerGate()
        let entered = AgentHandlerGate(opensAt: 2)  // a rendezvous of the handler and the test
        let (_, port) = try await startAgentServer(agentTestConfiguration()) { request in
            if request.path == "/slow" {
                await entered.wait()
                await gate.wait()
            }
            return .json(["path": request.path])
        }
        try await onAgentClientThread {
            let socket = try RawHTTPClient.connect(port: port)
            try RawHTTPClient.send(socket, Array("GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
            close(socket)
        }
        await entered.wait()
        await gate.open()  // the answer goes to a closed socket: no SIGPIPE, no crash
        let response = try await onAgentClientThread { try RawHTTPClient.request(port: port, target: "/after") }
        XCTAssertEqual(response.json?["path"] as? String, "/after")
    }
}
