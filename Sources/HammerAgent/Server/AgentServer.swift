import Foundation

/// Answers one accepted request; it runs in a task, so commands hop to the main actor themselves.
public typealias AgentRequestHandler = @Sendable (AgentHTTPRequest) async -> AgentHTTPResponse

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
public actor AgentServer {
    /// The settings the server starts with.
    public let configuration: AgentServerConfiguration
    /// Answers the requests that pass every rule.
    private let handler: AgentRequestHandler
    /// Receives one line per start, stop and refusal.
    private let log: @Sendable (String) -> Void
    /// The running loop and its port, while started.
    private var running: (loop: AgentEventLoop, port: Int)?

    /// Makes a server; nothing listens until ``start()``.
    /// - Parameter log: receives lines such as `hammer agent: refused 403 ...` (default: standard error).
    public init(
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
    public var port: Int? { running?.port }

    /// Validates the configuration, binds the port and starts serving; returns the bound port.
    ///
    /// Throws ``AgentServerError`` saying what was wrong and the fix: a bad port, a port in use,
    /// remote connections without a token, or a second start.
    public func start() async throws(AgentServerError) -> Int {
        if let running { throw .alreadyStarted(port: running.port) }
        try configuration.validate()
        let (listener, port) = try AgentSocket.listen(
            port: configuration.port, anyInterface: configuration.allowsRemoteConnections)
        let wakePipe: (Int32, Int32)
        do {
            wakePipe = try AgentSocket.makeWakePipe()
        } catch {
            AgentSocket.closeDescriptor(listener)
            throw error
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
    public func stop() async {
        guard let running else { return }
        self.running = nil
        await running.loop.stop()
    }
}
