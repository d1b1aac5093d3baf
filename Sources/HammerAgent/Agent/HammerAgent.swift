import Foundation

/// The agent an app starts in its debug build so that the `hammer` command line, scripts and AI
/// agents (through `hammer mcp`) can see and drive it the way a test does.
///
/// ```swift
/// let agent = HammerAgent()
/// try agent.register(SignInCommand())          // optional app commands
/// let port = try await agent.start()           // 127.0.0.1:9876, or HAMMER_AGENT_PORT
/// ```
///
/// Requests pass the server's rules (loopback `Host`, no browser headers, the token when
/// `HAMMER_AGENT_TOKEN` is set, size and time limits), then run on the main actor through Hammer.
@MainActor
public final class HammerAgent {
    /// The command catalog and dispatcher.
    public let router: AgentCommandRouter
    /// The server settings (port, token, limits), read from the environment by default.
    public var configuration: AgentServerConfiguration
    private var server: AgentServer?
    private let log: @Sendable (String) -> Void

    /// An agent with the built-in commands, configured from the environment.
    public init(
        configuration: AgentServerConfiguration = AgentServerConfiguration(),
        router: AgentCommandRouter = AgentCommandRouter(),
        log: @escaping @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    ) {
        self.configuration = configuration
        self.router = router
        self.log = log
    }

    /// Adds an app command (a name clash with a built-in or an earlier command throws).
    public func register<Command: AgentCommand>(_ command: Command) throws(AgentCommandRegistrationError) {
        try router.register(command)
    }

    /// Starts listening and returns the port. `allowsRemoteConnections` binds beyond loopback and
    /// requires a token. Throws ``AgentServerError`` with the fix (port in use, no token...).
    @discardableResult
    public func start(allowsRemoteConnections: Bool = false) async throws(AgentServerError) -> Int {
        if let server, let port = await server.port { throw .alreadyStarted(port: port) }
        var configuration = self.configuration
        if allowsRemoteConnections { configuration.allowsRemoteConnections = true }
        let router = self.router
        let server = AgentServer(configuration: configuration, handler: { request in
            let answer = await router.respond(method: request.method, path: request.path, body: request.body)
            return AgentHTTPResponse(status: answer.status, headers: ["Content-Type": "application/json"], body: answer.body)
        }, log: log)
        let port = try await server.start()
        self.server = server
        return port
    }

    /// The port while started.
    public var port: Int? {
        get async { await server?.port }
    }

    /// Stops listening (open connections are closed).
    public func stop() async {
        await server?.stop()
        server = nil
    }
}
