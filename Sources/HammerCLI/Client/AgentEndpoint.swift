import Foundation
import HammerProtocol

/// Where the app's agent listens and the token it wants, from the environment the tool runs in:
/// `HAMMER_AGENT_PORT` (default 9876) and `HAMMER_AGENT_TOKEN` (the same variables the app reads).
package struct AgentEndpoint: Sendable, Equatable {
    /// The port on 127.0.0.1.
    package var port: Int
    /// The Bearer token, when the app wants one.
    package var token: String?
    /// How long one exchange may take before the tool gives up, in seconds (a `wait` adds its own timeout).
    package var timeout: TimeInterval

    /// The agent's default port.
    package static let defaultPort = AgentEnvironment.defaultPort

    /// An endpoint.
    package init(port: Int = AgentEndpoint.defaultPort, token: String? = nil, timeout: TimeInterval = 30) {
        self.port = port
        self.token = token
        self.timeout = timeout
    }

    /// The endpoint `environment` names. A port that is not a number from 1 to 65535 is an invalid call.
    package init(environment: [String: String]) throws(HammerCLIError) {
        var port = Self.defaultPort
        if let text = environment[AgentEnvironment.portVariable], !text.isEmpty {
            guard let value = Int(text), (1...65535).contains(value) else {
                throw .badValue(flag: AgentEnvironment.portVariable, value: text, expected: "a port number from 1 to 65535")
            }
            port = value
        }
        let token = environment[AgentEnvironment.tokenVariable].flatMap { $0.isEmpty ? nil : $0 }
        self.init(port: port, token: token)
    }
}
