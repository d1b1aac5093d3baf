#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import HammerAgent
import XCTest

final class AgentServerLifecycleTests: XCTestCase {
    func test_start_returnsTheBoundPort() async throws {
        let (server, port) = try await startAgentServer(agentTestConfiguration())
        XCTAssertGreaterThan(port, 0)
        let reported = await server.port
        XCTAssertEqual(reported, port)
    }

    func test_start_onAPortInUseThrowsAClearError() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration())
        let configuration = agentTestConfiguration { $0.port = port }
        let second = AgentServer(configuration: configuration, handler: agentEchoHandler) { _ in }
        do {
            _ = try await second.start()
            XCTFail("the second server started on port \(port)")
        } catch {
            XCTAssertEqual(error, .portInUse(port: port))
            XCTAssertTrue(error.description.contains("port \(port) is already in use"), error.description)
        }
    }

    func test_start_refusesRemoteConnectionsWithoutAToken() async {
        let server = AgentServer(
            configuration: agentTestConfiguration { $0.allowsRemoteConnections = true }, handler: agentEchoHandler
        ) { _ in }
        do {
            _ = try await server.start()
            XCTFail("started without a token")
        } catch {
            XCTAssertEqual(error, .remoteConnectionsWithoutToken)
        }
        let port = await server.port
        XCTAssertNil(port)
    }

    func test_start_acceptsRemoteConnectionsWithAToken() async throws {
        let (_, port) = try await startAgentServer(agentTestConfiguration {
            $0.allowsRemoteConnections = true
            $0.token = "t0ken"
        })
        let response = try await onAgentClientThread {
            try RawHTTPClient.request(
                port: port, headers: [("Host", "10.0.0.5:\(port)"), ("Authorization", "Bearer t0ken")])
        }
        XCTAssertEqual(response.status, 200)
    }

    func test_start_reportsABadPortVariable() async {
        let configuration = AgentServerConfiguration(environment: ["HAMMER_AGENT_PORT": "98x"])
        let server = AgentServer(configuration: configuration, handler: agentEchoHandler) { _ in }
        do {
            _ = try await server.start()
            XCTFail("started with HAMMER_AGENT_PORT=98x")
        } catch {
            XCTAssertEqual(error, .invalidPort(value: "98x", source: "HAMMER_AGENT_PORT"))
        }
    }

    func test_start_twiceThrowsAlreadyStarted() async throws {
        let (server, port) = try await startAgentServer(agentTestConfiguration())
        do {
            _ = try await server.start()
            XCTFail("started twice")
        } catch {
            XCTAssertEqual(error, .alreadyStarted(port: port))
        }
    }

    func test_stop_closesTheListeningSocket() async throws {
        let log = AgentLogRecorder()
        let (server, port) = try await startAgentServer(agentTestConfiguration(), log: log)
        await server.stop()
        do {
            _ = try await onAgentClientThread { try RawHTTPClient.connect(port: port) }
            XCTFail("connected after stop")
        } catch let error as RawHTTPClientError {
            XCTAssertEqual(error.code, ECONNREFUSED)
        }
        XCTAssertEqual(log.lines.last, "hammer agent: stopped")
    }

    func test_stop_calledTwiceAtOnceReturnsOnlyOnceClosed() async throws {
        let (server, port) = try await startAgentServer(agentTestConfiguration())
        async let first: Void = server.stop()
        async let second: Void = server.stop()
        _ = await (first, second)
        do {
            _ = try await onAgentClientThread { try RawHTTPClient.connect(port: port) }
            XCTFail("connected after stop")
        } catch let error as RawHTTPClientError {
            XCTAssertEqual(error.code, ECONNREFUSED)
        }
    }

    func test_stop_returnsWhileAHandlerNeverAnswers() async throws {
        let gate = AgentHandlerGate()
        let entered = AgentHandlerGate(opensAt: 2)
        let (server, port) = try await startAgentServer(agentTestConfiguration()) { _ in
            await entered.wait()
            await gate.wait()
            return .json(["late": true])
        }
        let client = Task {
            try await onAgentClientThread {
                try RawHTTPClient.exchange(port: port, bytes: Array("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
            }
        }
        await entered.wait()
        await server.stop()
        let answer = try await client.value
        XCTAssertEqual(answer, [], "the connection is closed without an answer")
        await gate.open()
    }

    func test_stop_dropsAnswersOfHandlersThatFinishLater() async throws {
        let clients = 20
        let gate = AgentHandlerGate()
        let entered = AgentHandlerGate(opensAt: clients + 1)
        let (server, port) = try await startAgentServer(agentTestConfiguration()) { _ in
            await entered.wait()
            await gate.wait()
            return .json(["late": true])
        }
        let answers = Task {
            try await onAgentClientThread {
                let sockets = try (0..<clients).map { _ in try RawHTTPClient.connect(port: port) }
                defer { sockets.forEach { close($0) } }
                for socket in sockets {
                    try RawHTTPClient.send(socket, Array("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
                }
                return try sockets.map { try RawHTTPClient.readToEnd($0) }
            }
        }
        await entered.wait()  // all 20 handlers are running
        async let stopped: Void = server.stop()
        await gate.open()  // they answer while the server stops and after
        await stopped
        let received = try await answers.value
        // Answers that won the race are whole; the others are dropped with the connection. No crash, no hang.
        XCTAssertEqual(received.count, clients)
        for raw in received where !raw.isEmpty {
            XCTAssertEqual(RawHTTPResponse(raw)?.status, 200)
        }
    }

    func test_stop_canBeFollowedByAStartOnTheSamePort() async throws {
        let (server, port) = try await startAgentServer(agentTestConfiguration())
        await server.stop()
        let configuration = agentTestConfiguration { $0.port = port }
        let again = AgentServer(configuration: configuration, handler: agentEchoHandler) { _ in }
        let newPort = try await again.start()
        XCTAssertEqual(newPort, port)
        await again.stop()
        await again.stop()
    }
}
