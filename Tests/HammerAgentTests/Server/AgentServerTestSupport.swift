import Foundation
@testable import HammerAgent
import XCTest

/// What the echo handler answers: the request as the handler saw it.
struct AgentEchoReply: Codable, Equatable {
    var method: String
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var body: String
}

/// A handler that answers every request with ``AgentEchoReply``.
let agentEchoHandler: AgentRequestHandler = { request in
    .json(AgentEchoReply(
        method: request.method, path: request.path, query: request.query, headers: request.headers,
        body: String(decoding: request.body, as: UTF8.self)))
}

/// Collects the server's log lines and the threads they were written on.
final class AgentLogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var storedLines: [String] = []
    private var storedOnMainThread: [Bool] = []

    /// The lines so far.
    var lines: [String] { lock.withLock { storedLines } }
    /// For each line, whether it was written on the main thread.
    var writtenOnMainThread: [Bool] { lock.withLock { storedOnMainThread } }

    private var observers: [@Sendable (String) -> Void] = []

    /// Calls `observer` with every line logged from now on (on the thread that logs it).
    func onLine(_ observer: @escaping @Sendable (String) -> Void) {
        lock.withLock { observers.append(observer) }
    }

    /// The closure to give the server.
    var sink: @Sendable (String) -> Void {
        { [self] line in
            let observers = lock.withLock {
                storedLines.append(line)
                storedOnMainThread.append(Thread.isMainThread)
                return self.observers
            }
            for observer in observers { observer(line) }
        }
    }
}

/// A gate handlers can wait at until the test opens it (or until enough handlers arrived).
actor AgentHandlerGate {
    private var arrivals = 0
    private var opensAt: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A gate that opens on ``open()`` or when `opensAt` handlers are waiting.
    init(opensAt: Int = .max) { self.opensAt = opensAt }

    /// Waits until the gate opens.
    func wait() async {
        arrivals += 1
        if arrivals >= opensAt { return open() }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Opens the gate for everyone waiting and everyone to come.
    func open() {
        opensAt = 0
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}

extension XCTestCase {
    /// A configuration for tests: any free port, no environment, short timeouts.
    func agentTestConfiguration(
        _ change: (inout AgentServerConfiguration) -> Void = { _ in }
    ) -> AgentServerConfiguration {
        var configuration = AgentServerConfiguration(environment: [:])
        configuration.port = 0
        configuration.readTimeout = 2
        change(&configuration)
        return configuration
    }

    /// Starts a server (stopped at teardown) and returns it with its port.
    func startAgentServer(
        _ configuration: AgentServerConfiguration, log: AgentLogRecorder = AgentLogRecorder(),
        handler: @escaping AgentRequestHandler = agentEchoHandler
    ) async throws -> (AgentServer, Int) {
        let server = AgentServer(configuration: configuration, handler: handler, log: log.sink)
        let port = try await server.start()
        addTeardownBlock { await server.stop() }
        return (server, port)
    }
}

/// Runs blocking client code on a thread of its own, so it never ties up the concurrency pool the
/// server's handlers run on.
func onAgentClientThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try body() })
        }
        thread.start()
    }
}
