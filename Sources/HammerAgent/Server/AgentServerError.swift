import Foundation

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
        case let .invalidPort(value, source):
            return "\(source) is '\(value)', which is not a port: use a number from 1 to 65535 "
                + "(0 picks any free port), or unset \(variable) to use \(HammerAgentModule.defaultPort)"
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
