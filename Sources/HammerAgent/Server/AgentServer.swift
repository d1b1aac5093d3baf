import Foundation
import KassSupport

/// Answers one accepted request; it runs in a task, so commands hop to the main actor themselves.
typealias AgentRequestHandler = @Sendable (AgentHTTPRequest) async -> AgentHTTPResponse

/// The HammerAgent's HTTP/1.1 server: the transport between the `hammer` tool and the app.
///
/// It listens on loopback (or every interface, with a token), refuses anything a web page or a
/// hostile client could send (see ``AgentServerConfiguration`` and `Guide/HammerAgent.md`), and hands
/// each accepted request to `handler`. One request per connection (`Connection: close`). Sockets are
/// served by one background thread, never the main thread.
///
/// ```swift
/// let server = AgentServer(configuration: AgentServerConfiguration()) { request in
///     .json(["path": request.path])
/// }
/// let port = try await server.start()
/// // ...
/// await server.stop()
/// ```
actor AgentServer {
    /// The settings the server starts with.
    let configuration: AgentServerConfiguration
    /// Answers the requests that pass every rule.
    private let handler: AgentRequestHandler
    /// Receives one line per start, stop and refusal.
    private let log: @Sendable (String) -> Void
    /// The running loop and its port, while started.
    private var running: (loop: AgentEventLoop, port: Int)?
    /// The loop being stopped, so that a second concurrent `stop()` waits for it too.
    private var stoppingLoop: AgentEventLoop?

    /// Makes a server; nothing listens until ``start()``.
    /// - Parameter log: receives lines such as `hammer agent: refused 403 ...` (default: standard error).
    init(
        configuration: AgentServerConfiguration,
        handler: @escaping AgentRequestHandler,
        log: @escaping @Sendable (String) -> Void = { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    ) {
        self.configuration = configuration
        self.handler = handler
        self.log = log
    }

    deinit {
        running?.loop.requestStop()
    }

    /// The port the server listens on, while started.
    var port: Int? { running?.port }

    /// Validates the configuration, binds the port and starts serving; returns the bound port.
    ///
    /// Throws ``AgentServerError`` saying what was wrong and the fix: a bad port, a port in use,
    /// remote connections without a token, or a second start.
    func start() async throws(AgentServerError) -> Int {
        if let running { throw .alreadyStarted(port: running.port) }
        try configuration.validate()
        let listener: Socket, port: Int
        do {
            (listener, port) = try Socket.listen(port: configuration.port, anyInterface: configuration.allowsRemoteConnections)
        } catch {
            throw AgentServerError(listening: error, port: configuration.port)
        }
        let wakePipe: WakePipe
        do {
            wakePipe = try WakePipe()
        } catch {
            listener.close()
            throw AgentServerError(wakePipe: error)
        }
        let loop = AgentEventLoop(
            configuration: configuration, listener: listener, wakePipe: wakePipe, handler: handler, log: log)
        loop.start()
        running = (loop, port)
        let address = configuration.allowsRemoteConnections ? "0.0.0.0" : "127.0.0.1"
        let tokenNote = configuration.token == nil ? "no token" : "token required"
        log("hammer agent: listening on \(address):\(port) (\(tokenNote))")
        return port
    }

    /// Closes the listening socket and every connection, and returns once they are closed.
    /// Handlers still running finish, but their answers are dropped. Stopping twice is harmless.
    func stop() async {
        guard let loop = running?.loop ?? stoppingLoop else { return }
        running = nil
        stoppingLoop = loop
        await loop.stop()
        if stoppingLoop === loop { stoppingLoop = nil }
    }
}

/// Why an ``AgentServer`` could not start (or was started wrongly), with the fix in `description`.
///
/// ```swift
/// do { _ = try await server.start() } catch let error as AgentServerError { print(error) }
/// // port 9876 is already in use: quit the app or agent that holds it, or set HAMMER_AGENT_PORT to a free port
/// ```
public enum AgentServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The port is not a number from 0 to 65535; `source` names where it came from
    /// (the environment variable or `AgentServerConfiguration.port`).
    case invalidPort(value: String, source: String)
    /// Another socket already listens on the port.
    case portInUse(port: Int)
    /// The system refused to bind the port (privileged port, sandbox).
    case portNotPermitted(port: Int)
    /// `allowsRemoteConnections` without a token would expose the app to the whole network.
    case remoteConnectionsWithoutToken
    /// The token cannot be sent in an `Authorization` header as configured.
    case invalidToken(reason: String)
    /// A numeric setting is out of range.
    case invalidSetting(name: String, value: String, requirement: String)
    /// `start()` was called on a server that is already listening.
    case alreadyStarted(port: Int)
    /// A socket call failed for another reason; `code` is `errno`.
    case socketFailure(operation: String, code: Int32)

    /// What was wrong and how to fix it, in one line.
    public var description: String {
        let variable = HammerAgentModule.portVariable
        switch self {
        case let .invalidPort(value, source) where source == variable:
            return "\(source) is '\(value)', which is not a port: set it to a number from 1 to 65535 (0 in the app "
                + "picks any free port), or unset it to use \(HammerAgentModule.defaultPort)"
        case let .invalidPort(value, source):
            return "\(source) is \(value), which is not a port: use a number from 1 to 65535 (0 picks any free port)"
        case let .portInUse(port):
            return "port \(port) is already in use: quit the app or agent that holds it, "
                + "or set \(variable) to a free port (the same value for the app and for `hammer`)"
        case let .portNotPermitted(port):
            return "the system does not allow listening on port \(port): "
                + "set \(variable) to a port above 1023"
        case .remoteConnectionsWithoutToken:
            return "allowsRemoteConnections listens on every network interface, which needs a token: "
                + "set \(HammerAgentModule.tokenVariable) (the same value for the app and for `hammer`), "
                + "or keep the agent on loopback"
        case let .invalidToken(reason):
            return "the agent token \(reason): set \(HammerAgentModule.tokenVariable) "
                + "to visible ASCII characters without spaces"
        case let .invalidSetting(name, value, requirement):
            return "\(name) is \(value), but it must be \(requirement)"
        case let .alreadyStarted(port):
            return "the agent server is already listening on port \(port): call stop() before starting it again"
        case let .socketFailure(operation, code):
            return "the agent server could not \(operation): \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}
