import Foundation

/// How an ``AgentServer`` listens: port, token, reach and the limits that keep hostile clients harmless.
///
/// The defaults come from the environment, so the app and the `hammer` tool agree:
/// `HAMMER_AGENT_PORT` (default 9876) and `HAMMER_AGENT_TOKEN` (default none).
///
/// ```swift
/// var configuration = AgentServerConfiguration()
/// configuration.port = 0                    // any free port, for tests
/// configuration.readTimeout = 0.3
/// ```
public struct AgentServerConfiguration: Sendable {
    /// The TCP port; 0 picks any free port (``AgentServer/start()`` returns the one it got).
    public var port: Int {
        didSet { invalidEnvironmentPort = nil }
    }
    /// When set, every request needs `Authorization: Bearer <token>` (compared in constant time).
    public var token: String?
    /// `false` (default) binds 127.0.0.1 only and refuses foreign `Host` headers; `true` binds every
    /// interface, accepts any `Host`, and refuses to start without a token.
    public var allowsRemoteConnections: Bool
    /// The largest request (request line, headers and body) accepted; larger ones get 413.
    public var maximumRequestBytes: Int
    /// The seconds a client has to send its whole request (and to read each part of the answer);
    /// slower clients get 408 and are disconnected.
    public var readTimeout: TimeInterval
    /// The most connections served at once; the next ones get 503.
    public var maximumConnections: Int

    /// The text of a `HAMMER_AGENT_PORT` that was not a port, reported when the server starts.
    var invalidEnvironmentPort: String?

    /// Reads `HAMMER_AGENT_PORT` and `HAMMER_AGENT_TOKEN` from `environment`.
    ///
    /// A port that is not a number is kept aside and reported by ``AgentServer/start()`` (unless
    /// ``port`` is set afterwards); an empty token counts as no token.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        port = HammerAgentModule.defaultPort
        if let text = environment[HammerAgentModule.portVariable] {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let value = Int(trimmed), (0...65_535).contains(value) {
                port = value
            } else {
                invalidEnvironmentPort = text
            }
        }
        let token = environment[HammerAgentModule.tokenVariable]
        self.token = token?.isEmpty == false ? token : nil
        allowsRemoteConnections = false
        maximumRequestBytes = 1 << 20
        readTimeout = 10
        maximumConnections = 64
    }

    /// Checks every setting; the first problem is thrown with its fix.
    func validate() throws(AgentServerError) {
        if let text = invalidEnvironmentPort {
            throw .invalidPort(value: text, source: HammerAgentModule.portVariable)
        }
        guard (0...65_535).contains(port) else {
            throw .invalidPort(value: String(port), source: "AgentServerConfiguration.port")
        }
        if let token {
            if token.isEmpty { throw .invalidToken(reason: "is empty") }
            if !token.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) {
                throw .invalidToken(reason: "contains spaces, control or non-ASCII characters")
            }
        } else if allowsRemoteConnections {
            throw .remoteConnectionsWithoutToken
        }
        guard maximumRequestBytes >= 1024 else {
            throw .invalidSetting(
                name: "maximumRequestBytes", value: String(maximumRequestBytes), requirement: "at least 1024")
        }
        guard readTimeout.isFinite, readTimeout > 0 else {
            throw .invalidSetting(
                name: "readTimeout", value: String(readTimeout), requirement: "a finite number of seconds above 0")
        }
        guard maximumConnections >= 1 else {
            throw .invalidSetting(
                name: "maximumConnections", value: String(maximumConnections), requirement: "at least 1")
        }
    }
}
